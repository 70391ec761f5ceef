import { describe, expect, it } from 'vitest';
import { BoundedCache } from '@/server/integrations/boundedCache';

describe('BoundedCache', () => {
  const limits = { maxBytes: 10, maxAgeMs: 60_000 };

  it('keeps entries together within its bytes, dropping the least recently used first', () => {
    const cache = new BoundedCache<string>(limits);
    cache.set('a', 'feed a', 4, 0);
    cache.set('b', 'feed b', 4, 0);
    expect(cache.get('a', 1)).toBe('feed a');
    cache.set('c', 'feed c', 4, 2);
    expect([cache.get('a', 3), cache.get('b', 3), cache.get('c', 3)]).toEqual(['feed a', undefined, 'feed c']);
    cache.set('d', 'feed d', 9, 4);
    expect([cache.get('a', 5), cache.get('c', 5), cache.get('d', 5)]).toEqual([undefined, undefined, 'feed d']);
  });

  it('does not keep an entry larger than all its bytes, nor one older than its age', () => {
    const cache = new BoundedCache<string>(limits);
    cache.set('small', 'small feed', 2, 0);
    cache.set('huge', 'huge feed', 11, 0);
    expect([cache.get('huge', 1), cache.get('small', 1)]).toEqual([undefined, 'small feed']);
    expect(cache.get('small', 59_999)).toBe('small feed');
    expect(cache.get('small', 60_000)).toBeUndefined();
  });

  it('frees the bytes of a replaced, expired or forgotten entry', () => {
    const cache = new BoundedCache<string>(limits);
    cache.set('a', 'old a', 6, 0);
    cache.set('a', 'new a', 6, 0);
    cache.set('b|1', 'b one', 4, 0);
    expect([cache.get('a', 1), cache.get('b|1', 1)]).toEqual(['new a', 'b one']);
    cache.forget('b|');
    cache.set('c', 'c', 4, 2);
    expect([cache.get('a', 3), cache.get('c', 3)]).toEqual(['new a', 'c']);
    expect(cache.get('a', 70_000)).toBeUndefined();
    cache.set('d', 'd', 10, 70_000);
    expect([cache.get('c', 70_001), cache.get('d', 70_001)]).toEqual([undefined, 'd']);
  });
});
