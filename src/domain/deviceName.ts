/**
 * A name the user tells a device by in their list of devices that take notifications: the browser
 * and the system, read from the user agent ('Chrome on Android', 'Safari on iOS'). Only a label:
 * nothing depends on it.
 */
export function deviceName(userAgent: string): string {
  return `${browserOf(userAgent)} on ${systemOf(userAgent)}`;
}

// Order matters: Edge and Opera say Chrome too, Chrome says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'], [/OPR\/|Opera/, 'Opera'], [/SamsungBrowser\//, 'Samsung Internet'], [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'], [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'], [/iPhone|iPad|iPod/, 'iOS'], [/CrOS/, 'ChromeOS'], [/Windows/, 'Windows'], [/Mac OS X|Macintosh/, 'macOS'], [/Linux/, 'Linux'],
];

const browserOf = (userAgent: string) => BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'A browser';
const systemOf = (userAgent: string) => SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'another system';
