/**
 * `npm run images`: rasterises the project's drawings into the PNGs the app serves — the avatars
 * (assets/avatars/{avatar}.svg → public/img/avatars/{avatar}.png) and the app icon
 * (public/icons/icon.svg → the sizes home screens need: 192 and 512 for the manifest, 180 for iOS).
 * Run after changing a drawing; the PNGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { AVATARS } from '@/domain/constants';

const APP_ICON = 'public/icons/icon.svg';
const jobs = [
  ...AVATARS.map(({ avatar }) => ({
    source: `assets/avatars/${avatar}.svg`, target: `public/img/avatars/${avatar}.png`, size: 256,
  })),
  { source: APP_ICON, target: 'public/icons/icon-192.png', size: 192 },
  { source: APP_ICON, target: 'public/icons/icon-512.png', size: 512 },
  { source: APP_ICON, target: 'public/icons/apple-touch-icon.png', size: 180 },
];

for (const { source, target, size } of jobs) {
  const png = new Resvg(fs.readFileSync(source), { fitTo: { mode: 'width', value: size } }).render().asPng();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, png);
  console.log(`${source} → ${target} (${size}×${size}, ${png.length} bytes)`);
}
