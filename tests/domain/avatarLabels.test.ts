import fs from 'node:fs';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '@/domain/constants';
import { AVATAR_LABELS } from '@/domain/avatarLabels';

describe('avatar labels', () => {
  it.each(AVATARS.map((a) => a.avatar))('%s is described as its drawing is titled', (avatar) => {
    const svg = fs.readFileSync(`assets/avatars/${avatar}.svg`, 'utf8');
    expect(svg).toContain(`<title>Avatar: ${i18n._(AVATAR_LABELS[avatar])}</title>`);
  });
});
