import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/domain/redirect';

describe('safeRedirect', () => {
  it.each(['/', '/network', '/network/42?tab=recent#notes', '/calendar/monthly/2026-11'])('keeps the app path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['a relative path', 'network'],
    ['another site', 'https://example.com'],
    ['a protocol-relative address', '//example.com'],
    ['a backslash that browsers read as a slash', '/\\example.com'],
    ['a tab that URL parsing drops', '/\t/example.com'],
    ['a newline', '/\n/example.com'],
    ['a javascript: address', 'javascript:alert(1)'],
  ])('refuses %s', (_, target) => {
    expect(safeRedirect(target)).toBeNull();
  });
});
