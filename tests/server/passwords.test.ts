import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, hashPassword, isCommonPassword, verifyPassword } from '@/server/auth/passwords';

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB and 2 passes', () => {
    expect(ARGON2_OPTIONS.algorithm).toBe(2); // Argon2id in @node-rs/argon2's enum
    expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    expect(ARGON2_OPTIONS.timeCost).toBeGreaterThanOrEqual(2);
  });

  it('writes those parameters into the hash and verifies only the right password', async () => {
    const hash = await hashPassword('tangerine dream 42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'tangerine dream 42')).toBe(true);
    expect(await verifyPassword(hash, 'tangerine dream 43')).toBe(false);
  });

  it('knows common passwords, whatever their case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Qwerty123')).toBe(true);
    expect(isCommonPassword('tangerine dream 42')).toBe(false);
  });
});
