import crypto from 'node:crypto';
import path from 'node:path';
import webpush from 'web-push';
import type { Config, VapidConfig } from '@/server/config';
import { keyFile } from '@/server/keyFile';

/** What Web Push messages are signed with (RFC 8292): the server's key pair and a contact for the push services. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The key pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither); without them the pair
 * in `{dataDir}/vapid.json`, made once (mode 0600) on first start like the secrets key. Browsers
 * subscribe with the public key, so a new pair silently ends every subscription: back the file up.
 */
export function loadVapidKeys(vapid: VapidConfig, dataDir: string): VapidConfig {
  if (vapid.publicKey || vapid.privateKey) {
    checkKeyPair(vapid.publicKey, vapid.privateKey, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
    return vapid;
  }
  const file = path.join(dataDir, 'vapid.json');
  const keys = JSON.parse(keyFile(dataDir, 'vapid.json', () => JSON.stringify(webpush.generateVAPIDKeys()))) as { publicKey?: string; privateKey?: string };
  checkKeyPair(keys.publicKey, keys.privateKey, file);
  return { ...vapid, publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * The details the push channel signs with: the configured pair, or one made in memory when none is
 * configured (tests; main.ts always loads one). The subject defaults to PUBLIC_URL when it is https,
 * else a mailto: address at its host, which push services accept but cannot reach: set VAPID_SUBJECT.
 */
export function vapidDetailsFor({ vapid, publicUrl }: Pick<Config, 'vapid' | 'publicUrl'>): VapidDetails {
  const { publicKey, privateKey } = vapid.publicKey || vapid.privateKey ? vapid : webpush.generateVAPIDKeys();
  checkKeyPair(publicKey, privateKey, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  const subject = vapid.subject ?? (publicUrl?.startsWith('https:') ? publicUrl : `mailto:notifications@${host}`);
  if (!/^(https:\/\/|mailto:)\S+$/.test(subject)) throw new Error('VAPID_SUBJECT must be an https: URL or a mailto: address');
  return { publicKey: publicKey!, privateKey: privateKey!, subject };
}

/** Both keys, base64url, of one P-256 pair (the public key uncompressed, 65 bytes); else an error naming `where`. */
function checkKeyPair(publicKey: string | undefined, privateKey: string | undefined, where: string) {
  const invalid = () => new Error(`${where}: not one VAPID key pair (base64url, as \`npx web-push generate-vapid-keys\` prints them)`);
  if (!publicKey || !privateKey || !/^[\w-]+$/.test(publicKey) || !/^[\w-]+$/.test(privateKey)) throw invalid();
  const ecdh = crypto.createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  } catch {
    throw invalid();
  }
  if (!ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'))) throw invalid();
}
