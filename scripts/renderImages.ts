/**
 * `npm run images`: rasterises the project's drawings into the images the app serves — the avatars
 * (assets/avatars/{avatar}.svg → public/img/avatars/{avatar}.png), the weather icons
 * (assets/weather/weather_{type}.svg → public/img/weather/weather_{type}.jpg, the names SPEC.md
 * gives them; resvg writes only PNG, so its pixels are encoded as JPEG with jpeg-js) and the app
 * icon (public/icons/icon.svg → the sizes home screens need: 192 and 512 for the manifest, 180 for
 * iOS). Run after changing a drawing; the rendered files are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';
import { AVATARS, WEATHER_TYPES } from '@/domain/constants';

const APP_ICON = 'public/icons/icon.svg';
const JPEG_QUALITY = 90;

interface Job {
  source: string;
  target: string;
  size: number;
}

const jobs: Job[] = [
  ...AVATARS.map(({ avatar }) => ({
    source: `assets/avatars/${avatar}.svg`, target: `public/img/avatars/${avatar}.png`, size: 256,
  })),
  ...WEATHER_TYPES.map((type) => ({
    source: `assets/weather/weather_${type}.svg`, target: `public/img/weather/weather_${type}.jpg`, size: 128,
  })),
  { source: APP_ICON, target: 'public/icons/icon-192.png', size: 192 },
  { source: APP_ICON, target: 'public/icons/icon-512.png', size: 512 },
  { source: APP_ICON, target: 'public/icons/apple-touch-icon.png', size: 180 },
];

function render({ source, target, size }: Job): Buffer {
  const image = new Resvg(fs.readFileSync(source), { fitTo: { mode: 'width', value: size } }).render();
  if (!target.endsWith('.jpg')) return image.asPng();
  return jpeg.encode({ data: image.pixels, width: image.width, height: image.height }, JPEG_QUALITY).data;
}

for (const job of jobs) {
  const bytes = render(job);
  fs.mkdirSync(path.dirname(job.target), { recursive: true });
  fs.writeFileSync(job.target, bytes);
  console.log(`${job.source} → ${job.target} (${job.size}×${job.size}, ${bytes.length} bytes)`);
}
