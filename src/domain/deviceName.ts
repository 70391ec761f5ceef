import { type I18n, i18n as currentI18n } from '@lingui/core';

const BROWSER_ON_SYSTEM = /*i18n*/ { id: 'device.name', message: '{browser} on {system}' };
const SOME_BROWSER = /*i18n*/ { id: 'device.someBrowser', message: 'A browser' };
const SOME_SYSTEM = /*i18n*/ { id: 'device.someSystem', message: 'another system' };

/**
 * A name the user tells a device by in their list of devices that take notifications: the browser
 * and the system, read from the user agent ('Chrome on Android', 'Safari on iOS'), in the language
 * the app shows when the device subscribes. Only a label: nothing depends on it.
 */
export function deviceName(userAgent: string, translator: I18n = currentI18n): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? translator._(SOME_BROWSER);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? translator._(SOME_SYSTEM);
  return translator._({ ...BROWSER_ON_SYSTEM, values: { browser, system } });
}

// Order matters: Edge and Opera say Chrome too, Chrome says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'], [/OPR\/|Opera/, 'Opera'], [/SamsungBrowser\//, 'Samsung Internet'], [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'], [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'], [/iPhone|iPad|iPod/, 'iOS'], [/CrOS/, 'ChromeOS'], [/Windows/, 'Windows'], [/Mac OS X|Macintosh/, 'macOS'], [/Linux/, 'Linux'],
];
