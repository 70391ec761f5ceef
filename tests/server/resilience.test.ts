import { describe, expect, it } from 'vitest';
import { isConnectionLost, isReadOnly, wasNeverSent } from '@/server/db/resilience';

describe('what is run again after a lost connection', () => {
  it('is a plain read only: never a write, a row lock, a sequence or a lock function', () => {
    expect(isReadOnly('select "id" from "people" where "user_id" = $1')).toBe(true);
    expect(isReadOnly('  SELECT 1')).toBe(true);
    expect(isReadOnly('show fsync')).toBe(true);
    for (const text of [
      'insert into "people" ("id") values ($1)', 'update "people" set "person_name" = $1', 'delete from "people"',
      'with x as (delete from "people" returning *) select * from x', 'select "id" from "people" for update skip locked',
      'select * from "settings" for no key update', 'select "id" from "jobs" for share', "select nextval('s')",
      'select pg_advisory_lock(1)', 'begin', 'commit',
    ]) expect(isReadOnly(text), text).toBe(false);
  });

  it('is told by SQLSTATE 08xxx and 57P01–57P03, socket errors and node-postgres\'s messages, wrapped or not', () => {
    expect(isConnectionLost(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isConnectionLost(new Error('Failed query: select 1', { cause: Object.assign(new Error('x'), { code: '08006' }) }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });

  it('may always be what node-postgres refused to send on a broken or closed client, and nothing it did send', () => {
    const refused = new Error('Client has encountered a connection error and is not queryable');
    expect(wasNeverSent(new Error('Failed query: commit', { cause: refused }))).toBe(true);
    expect(wasNeverSent(new Error('Client was closed and is not queryable'))).toBe(true);
    expect(wasNeverSent(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(wasNeverSent(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(false);
  });
});
