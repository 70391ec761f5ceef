import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '@/domain/constants';
import { avatarColor } from '@/domain/avatars';

describe('avatarColor', () => {
  it('gives each avatar its palette colour', () => {
    expect(avatarColor('avatar_male_1')).toBe('#A9DEF9');
    expect(avatarColor('avatar_female_2')).toBe('#FF99C8');
    expect(avatarColor('avatar_group_3')).toBe('#B8E0D2');
  });
});

describe('avatar images', () => {
  it.each(AVATARS.map((a) => a.avatar))('%s has its drawing and a 256×256 PNG rendered from it', (avatar) => {
    expect(fs.existsSync(`assets/avatars/${avatar}.svg`)).toBe(true);
    const png = fs.readFileSync(`public/img/avatars/${avatar}.png`);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height as big-endian 32-bit numbers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([256, 256]);
  });
});
