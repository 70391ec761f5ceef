import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { openTestDatabase } from './support/testDatabase';

describe('the request log', () => {
  it('has one line per request, written when it is answered, naming the request and the answer', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const database = await openTestDatabase();
    const app = await buildApp({ db: database.db, config: { staticDir: '/nonexistent' }, logger: { level: 'info', stream } });
    try {
      await app.inject({ method: 'GET', url: '/api/v1/health' });
      await app.inject({ method: 'GET', url: '/api/v1/nope?x=1' });
    } finally {
      await app.close();
      await database.close();
    }
    expect(lines.map(({ msg, req, res }) => [msg, (req as { method: string; url: string }).method, (req as { url: string }).url,
      (res as { statusCode: number }).statusCode])).toEqual([
      ['request completed', 'GET', '/api/v1/health', 200],
      ['request completed', 'GET', '/api/v1/nope?x=1', 404],
    ]);
    expect(lines.every((line) => typeof line.responseTime === 'number' && line.level === 30)).toBe(true);
  });
});
