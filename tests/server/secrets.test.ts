import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretsKey, parseKey, secretBox } from '@/server/secrets';

describe('secrets at rest', () => {
  it('seals with AES-256-GCM: no plaintext, a fresh IV each time, tampering detected', () => {
    const box = secretBox(parseKey('a'.repeat(64))!);
    const sealed = box.seal('ya29.secret-token');
    expect(sealed).not.toContain('secret-token');
    expect(box.seal('ya29.secret-token')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('ya29.secret-token');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => secretBox(parseKey('b'.repeat(64))!).open(sealed)).toThrow();
  });

  it('generates the key file once, readable by the owner only, and refuses a malformed SECRETS_KEY', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-key-')), 'data');
    const first = loadSecretsKey(undefined, dir);
    expect(loadSecretsKey(undefined, dir)).toBe(first);
    expect(fs.statSync(path.join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    // Written under a temporary name and linked into place (servers starting at once read one key); no draft is left.
    expect(fs.readdirSync(dir)).toEqual(['secrets.key']);
    expect(parseKey(first)).toHaveLength(32);
    expect(loadSecretsKey(Buffer.alloc(32, 7).toString('base64'), dir)).toBe(Buffer.alloc(32, 7).toString('base64'));
    expect(() => loadSecretsKey('too-short', dir)).toThrow(/SECRETS_KEY/);
    fs.rmSync(path.dirname(dir), { recursive: true });
  });
});
