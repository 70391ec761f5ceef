/**
 * `npm run images`: rasterises the avatar drawings (assets/avatars/{avatar}.svg) into the PNGs the
 * app serves (public/img/avatars/{avatar}.png). Run after changing a drawing; the PNGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { AVATARS } from '@/domain/constants';

const SIZE = 256;
const SOURCE_DIR = 'assets/avatars';
const TARGET_DIR = 'public/img/avatars';

fs.mkdirSync(TARGET_DIR, { recursive: true });
for (const { avatar } of AVATARS) {
  const source = path.join(SOURCE_DIR, `${avatar}.svg`);
  const target = path.join(TARGET_DIR, `${avatar}.png`);
  const png = new Resvg(fs.readFileSync(source), { fitTo: { mode: 'width', value: SIZE } }).render().asPng();
  fs.writeFileSync(target, png);
  console.log(`${source} → ${target} (${SIZE}×${SIZE}, ${png.length} bytes)`);
}
