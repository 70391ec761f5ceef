import crypto from 'node:crypto';
import path from 'node:path';
import { keyFile } from '@/server/keyFile';

/** Encrypts short secrets (provider tokens, the feed secret) at rest with AES-256-GCM, and signs links. */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
  /**
   * A 128-bit HMAC-SHA-256 of `text` (base64url) under a key derived from the secrets key for this
   * use alone, for links whose only authority is that this server made them (unsubscribe links).
   */
  sign(text: string): string;
  /** Whether `signature` is `sign(text)`, compared in constant time. */
  verify(text: string, signature: string): boolean;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = 'v1';

/** A key given as 64 hex digits or as base64 of 32 bytes; undefined when it is neither. */
export function parseKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

/** `v1.{iv}.{tag}.{ciphertext}`, base64url parts: a fresh IV for every seal. */
export function secretBox(key: Buffer): SecretBox {
  const macKey = Buffer.from(crypto.hkdfSync('sha256', key, Buffer.alloc(0), 'funplans signed links', KEY_BYTES));
  const sign = (text: string) => crypto.createHmac('sha256', macKey).update(text).digest().subarray(0, 16).toString('base64url');
  return {
    sign,
    verify(text, signature) {
      const expected = Buffer.from(sign(text));
      const given = Buffer.from(signature);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
    seal(plaintext) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key from SECRETS_KEY; without it, the key file in the data directory, made once (mode 0600)
 * on first start. Losing the file loses the stored tokens: the user connects again.
 */
export function loadSecretsKey(secretsKey: string | undefined, dataDir: string): string {
  if (secretsKey) {
    if (!parseKey(secretsKey)) throw new Error('SECRETS_KEY must be 32 bytes, as 64 hex digits or base64');
    return secretsKey;
  }
  const key = keyFile(dataDir, 'secrets.key', () => crypto.randomBytes(KEY_BYTES).toString('base64'));
  if (!parseKey(key)) throw new Error(`${path.join(dataDir, 'secrets.key')} does not hold a 32-byte key`);
  return key;
}

/** The box for the configured key; a random in-memory key when none is configured (tests). */
export const secretBoxFor = (secretsKey: string | undefined) =>
  secretBox(secretsKey ? parseKey(secretsKey) ?? invalidKey() : crypto.randomBytes(KEY_BYTES));

const invalidKey = (): never => { throw new Error('SECRETS_KEY must be 32 bytes, as 64 hex digits or base64'); };

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');
export const randomSecret = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
