import crypto from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/** web-push's own decoder of RFC 8188 bodies (http_ece 1.2 comes with it). */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: string }): Buffer;
};

/** What a browser's `PushSubscription.toJSON()` gives. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A message the service took: decrypted, with what its headers said. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  /** The public key of the VAPID header (`k=`), whose signature checked out. */
  vapidKey: string;
  /** The JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
  urgency: string | undefined;
}

export interface FakePushService {
  /** Its origin, e.g. http://127.0.0.1:40123: the `aud` every JWT must name. */
  url: string;
  received: ReceivedPush[];
  /** Why each refused request was refused (bad VAPID header, undecryptable body). */
  refused: string[];
  /** The status to answer for an endpoint instead of 201 (e.g. 410 for a subscription the user revoked). */
  answers: Map<string, number>;
  /** Endpoints whose requests get no answer at all. */
  hanging: Set<string>;
  /** A new subscription at this service, with keys made as a browser makes them (ECDH P-256, 16 random bytes). */
  subscribe(): PushSubscriptionJson;
  close(): Promise<void>;
}

/**
 * A Web Push service (RFC 8030) on loopback that checks what a real one checks and decrypts what only
 * the browser could: the `Authorization: vapid t=<JWT>, k=<key>` header (an ES256 signature by that
 * key, `aud` its own origin, `exp` in the future and at most 24 hours away, a `sub`), then the
 * aes128gcm body (RFC 8291) with the subscription's private key and auth secret. An unknown
 * endpoint is a 404, as for a subscription the service has forgotten.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const subscriptions = new Map<string, { ecdh: crypto.ECDH; auth: string }>();
  const waiting: http.ServerResponse[] = [];
  let count = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${fake.url}${request.url}`;
      if (fake.hanging.has(endpoint)) {
        waiting.push(response);
        return;
      }
      const answer = (status: number, why?: string) => {
        if (why) fake.refused.push(why);
        response.writeHead(status).end();
      };
      const subscription = subscriptions.get(endpoint);
      if (request.method !== 'POST' || !subscription) return answer(404);
      const vapid = checkVapid(request.headers.authorization, fake.url);
      if (typeof vapid === 'string') return answer(403, vapid);
      if (request.headers['content-encoding'] !== 'aes128gcm') return answer(415, `Content-Encoding ${request.headers['content-encoding']}`);
      let payload: unknown;
      try {
        payload = JSON.parse(ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.auth }).toString('utf8'));
      } catch (error) {
        return answer(400, `undecryptable body: ${(error as Error).message}`);
      }
      fake.received.push({
        endpoint, payload, ...vapid, ttl: request.headers.ttl as string | undefined, urgency: request.headers.urgency as string | undefined,
      });
      answer(fake.answers.get(endpoint) ?? 201);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const fake: FakePushService = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: [],
    refused: [],
    answers: new Map(),
    hanging: new Set(),
    subscribe() {
      const ecdh = crypto.createECDH('prime256v1');
      const p256dh = ecdh.generateKeys().toString('base64url');
      const auth = crypto.randomBytes(16).toString('base64url');
      const endpoint = `${fake.url}/push/${++count}-${crypto.randomBytes(12).toString('base64url')}`;
      subscriptions.set(endpoint, { ecdh, auth });
      return { endpoint, expirationTime: null, keys: { p256dh, auth } };
    },
    close: async () => {
      for (const response of waiting) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}

/** The VAPID header's key and claims, or why it is refused. */
function checkVapid(header: string | undefined, origin: string): Pick<ReceivedPush, 'vapidKey' | 'claims'> | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return `no VAPID header: ${header}`;
  const [, token, vapidKey] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const key = Buffer.from(vapidKey, 'base64url');
  if (key.length !== 65 || key[0] !== 4) return 'the VAPID key is no uncompressed P-256 point';
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: key.subarray(1, 33).toString('base64url'), y: key.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') return 'the JWT is not ES256';
  const signed = crypto.verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) return 'the JWT is not signed by the VAPID key';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return `the JWT's aud is ${claims.aud}`;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return `the JWT's exp ${claims.exp} is not within the next 24 hours`;
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return `the JWT's sub is ${claims.sub}`;
  return { vapidKey, claims };
}
