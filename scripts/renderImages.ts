/**
 * `npm run images`: rasterises the project's drawings into the images the app serves — the avatars
 * (assets/avatars/{avatar}.svg → public/img/avatars/{avatar}.png), the app icon
 * (public/icons/icon.svg → the PNG sizes home screens need: 192 and 512 for the manifest, 180 for iOS)
 * and the event page's activity headers (assets/activities/{activity}.svg → public/img/activities/{activity}.jpg,
 * 1200×500) and the weather icons (assets/weather/weather_{type}.svg → public/img/weather/weather_{type}.jpg,
 * 128×128): JPEG at quality 80, the format the pages link to (resvg writes PNG only; jpeg-js encodes its pixels).
 * Run after changing a drawing; the images are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Resvg, type RenderedImage } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';
import { ACTIVITIES, AVATARS, WEATHER_TYPES } from '@/domain/constants';

const JPEG_QUALITY = 80;
const encoders = {
  png: (image: RenderedImage) => image.asPng(),
  jpeg: (image: RenderedImage) =>
    jpeg.encode({ data: image.pixels, width: image.width, height: image.height }, JPEG_QUALITY).data,
};

type Job = { source: string; target: string; width: number; format: keyof typeof encoders };
const APP_ICON = 'public/icons/icon.svg';
const jobs: Job[] = [
  ...AVATARS.map(({ avatar }): Job => ({
    source: `assets/avatars/${avatar}.svg`, target: `public/img/avatars/${avatar}.png`, width: 256, format: 'png',
  })),
  { source: APP_ICON, target: 'public/icons/icon-192.png', width: 192, format: 'png' },
  { source: APP_ICON, target: 'public/icons/icon-512.png', width: 512, format: 'png' },
  { source: APP_ICON, target: 'public/icons/apple-touch-icon.png', width: 180, format: 'png' },
  ...ACTIVITIES.map((activity): Job => ({
    source: `assets/activities/${activity}.svg`, target: `public/img/activities/${activity}.jpg`, width: 1200, format: 'jpeg',
  })),
  ...WEATHER_TYPES.map((type): Job => ({
    source: `assets/weather/weather_${type}.svg`, target: `public/img/weather/weather_${type}.jpg`, width: 128, format: 'jpeg',
  })),
];

for (const { source, target, width, format } of jobs) {
  const image = new Resvg(fs.readFileSync(source), { fitTo: { mode: 'width', value: width } }).render();
  const bytes = encoders[format](image);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, bytes);
  console.log(`${source} → ${target} (${image.width}×${image.height}, ${bytes.length} bytes)`);
}
