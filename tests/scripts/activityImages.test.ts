import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { ACTIVITIES } from '@/domain/constants';

// The event page shows /img/activities/{activity}.jpg; `npm run images` makes them from the drawings.
describe.each(ACTIVITIES)('activity image %s', (activity) => {
  it('has its drawing', () => {
    const svg = fs.readFileSync(`assets/activities/${activity}.svg`, 'utf8');
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
  });

  it('has a committed 1200×500 JPEG', () => {
    const bytes = fs.readFileSync(`public/img/activities/${activity}.jpg`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const { width, height } = jpeg.decode(bytes, { useTArray: true });
    expect({ width, height }).toEqual({ width: 1200, height: 500 });
  });
});
