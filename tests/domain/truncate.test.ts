import { describe, expect, it } from 'vitest';
import { dayBlockTitle, truncate } from '@/domain/truncate';

describe('truncate', () => {
  it('keeps text that fits', () => {
    expect(truncate('Drinks', 15)).toBe('Drinks');
    expect(truncate('exactly fifteen', 15)).toBe('exactly fifteen');
  });

  it('cuts longer text to n-3 characters and an ellipsis', () => {
    expect(truncate('exactly sixteen!', 15)).toBe('exactly sixt...');
    expect(truncate('exactly sixteen!', 15)).toHaveLength(15);
  });

  it('never splits an emoji', () => {
    expect(truncate('🎉🎉🎉🎉🎉🎉', 5)).toBe('🎉🎉...');
  });

  it('keeps 15 characters in a day block, 10 beside an avatar', () => {
    expect(dayBlockTitle('Dinner with Grace Hopper', false)).toBe('Dinner with ...');
    expect(dayBlockTitle('Dinner with Grace Hopper', true)).toBe('Dinner ...');
  });
});
