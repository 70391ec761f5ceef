import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startPglite } from '@/server/db/client';
import { openConfiguredDatabase, warnWhenNotDurable } from '@/server/db/open';
import { configFromEnv } from '@/server/config';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-durability-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('keeping data safe', () => {
  it('opens the embedded database with fsync on and DATA_DIR locked', async () => {
    const config = { ...configFromEnv({}), dataDir: path.join(root, 'nested', 'data') };
    const database = await openConfiguredDatabase(config, console);
    try {
      const result = (await database.db.execute(sql`show fsync`)) as { rows: { fsync: string }[] };
      expect(result.rows[0]?.fsync).toBe('on');
      expect(fs.readFileSync(`${config.dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    } finally {
      await database.close();
    }
    expect(fs.existsSync(`${config.dataDir}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const config = { ...configFromEnv({}), dataDir: path.join(root, 'stale') };
    fs.writeFileSync(`${config.dataDir}.lock`, '999999999');
    const database = await openConfiguredDatabase(config, console);
    await database.close();
  });

  it('warns when the database runs without fsync', async () => {
    const database = await startPglite({}); // PGlite's own defaults: fsync off
    const warn = vi.fn();
    await warnWhenNotDurable(database, { warn });
    await database.close();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fsync=off'));
  });
});
