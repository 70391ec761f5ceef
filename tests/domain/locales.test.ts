import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLocale } from '@/domain/locales';

describe('pickLocale', () => {
  it('takes the first language the app speaks, by its language alone', () => {
    expect(pickLocale(['de-AT', 'en'])).toBe('de');
    expect(pickLocale(['pt-BR', 'nl-BE', 'fr'])).toBe('nl');
    expect(pickLocale(['FR_ca'])).toBe('fr');
  });

  it('skips what is missing and falls back to English', () => {
    expect(pickLocale([null, undefined, '', 'it'])).toBe('it');
    expect(pickLocale(['pt', 'ja'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('orders an Accept-Language header by weight, keeping the order of equal weights', () => {
    expect(acceptedLanguages('fr;q=0.5, de-DE, es;q=0.9, it;q=0.9')).toEqual(['de-DE', 'es', 'it', 'fr']);
  });

  it('leaves out refused languages and the wildcard', () => {
    expect(acceptedLanguages('de;q=0, *;q=0.1, nl')).toEqual(['nl']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
