/** What a cache may hold: entries younger than `maxAgeMs`, together at most `maxBytes` (as their owner counts them). */
export interface CacheLimits {
  maxBytes: number;
  maxAgeMs: number;
}

/**
 * A cache bounded by size and age, not by a count of entries (one parsed feed can weigh as much as
 * thousands of small ones); the least recently used entries go first. The time is given by the
 * caller: the app's clock, which the feed thread has no other way to read.
 */
export class BoundedCache<T> {
  private readonly entries = new Map<string, { value: T; bytes: number; at: number }>();
  private bytes = 0;

  constructor(private readonly limits: CacheLimits) {}

  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (now - entry.at >= this.limits.maxAgeMs) return undefined;
    // Taken out and put back: a Map keeps its keys in insertion order, so the least recently used come first.
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    return entry.value;
  }

  /** Keeps the value unless it alone is larger than the cache, dropping the least recently used and expired entries to make room. */
  set(key: string, value: T, bytes: number, now: number) {
    this.remove(key);
    if (bytes > this.limits.maxBytes) return;
    this.entries.set(key, { value, bytes, at: now });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.limits.maxBytes && now - entry.at < this.limits.maxAgeMs) break;
      this.remove(oldest);
    }
  }

  /** Drops the entries whose key starts with the prefix. */
  forget(prefix: string) {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.remove(key);
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
