import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '@/server/notifications/channel';
import { MAX_PUSH_PAYLOAD_BYTES, pushChannel } from '@/server/notifications/channels/push';
import { loadVapidKeys, vapidDetailsFor } from '@/server/notifications/vapid';
import { type FakePushService, type PushSubscriptionJson, startFakePushService } from '../support/fakePushService';

let push: FakePushService;
beforeAll(async () => {
  push = await startFakePushService();
});
afterAll(() => push.close());

const NO_KEYS = { publicKey: undefined, privateKey: undefined, subject: undefined };
const vapid = vapidDetailsFor({ vapid: NO_KEYS, publicUrl: 'https://funplans.example' });

const MESSAGE: OutgoingMessage = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'plan.answered',
  locale: 'en',
  title: "Ada answered your plan 'Dinner'",
  body: 'Open the plan to see when Ada can.',
  html: '<p>Open the plan to see when Ada can.</p>',
  link: 'https://funplans.example/proposedplans/8d1f6f80-2b7f-4a63-a3f0-0c1b2e3d4f50',
  unsubscribeUrl: 'https://funplans.example/api/v1/notifications/unsubscribe/abc',
  unsubscribePageUrl: 'https://funplans.example/unsubscribe/abc',
};

const targetOf = (subscription: PushSubscriptionJson) => ({ endpoint: subscription.endpoint, ...subscription.keys });

describe('the push channel', () => {
  it('sends the message encrypted for the subscription and signed with the VAPID key, as the JSON the service worker shows', async () => {
    const channel = pushChannel({ vapid, allowPrivate: true });
    const subscription = push.subscribe();
    expect(await channel.send(targetOf(subscription), MESSAGE)).toEqual({ ok: true });
    const received = push.received.find((entry) => entry.endpoint === subscription.endpoint);
    expect(push.refused).toEqual([]);
    expect(received).toMatchObject({
      payload: { kind: 'plan.answered', title: MESSAGE.title, body: MESSAGE.body, link: MESSAGE.link },
      vapidKey: vapid.publicKey,
      claims: { aud: push.url, sub: 'https://funplans.example' },
      ttl: String(24 * 60 * 60),
      urgency: 'normal',
    });
    expect(channel.publicKey).toBe(vapid.publicKey);
  });

  it('is not decrypted with another subscription\'s keys, nor accepted with another key\'s signature', async () => {
    const channel = pushChannel({ vapid, allowPrivate: true });
    const [subscription, other] = [push.subscribe(), push.subscribe()];
    const refusedBefore = push.refused.length;
    const result = await channel.send({ ...targetOf(subscription), ...other.keys }, MESSAGE);
    expect(result).toMatchObject({ ok: false, permanent: true, reason: 'pushRefused' });
    expect(push.refused.slice(refusedBefore)).toEqual([expect.stringMatching(/^undecryptable body/)]);
  });

  it('shortens a long body so that the payload fits a push message', async () => {
    const channel = pushChannel({ vapid, allowPrivate: true });
    const subscription = push.subscribe();
    const body = 'Ada, Grace, Alan and Edsger answered. '.repeat(400);
    expect(await channel.send(targetOf(subscription), { ...MESSAGE, body })).toEqual({ ok: true });
    const { payload } = push.received.find((entry) => entry.endpoint === subscription.endpoint)!;
    const sent = (payload as { body: string }).body;
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES);
    expect(sent.endsWith('…')).toBe(true);
    expect(body.startsWith(sent.slice(0, -1))).toBe(true);
  });

  it.each([
    [410, { permanent: true, gone: true, reason: 'deviceGone' }],
    [404, { permanent: true, gone: true, reason: 'deviceGone' }],
    [400, { permanent: true, reason: 'pushRefused' }],
    [413, { permanent: true, reason: 'pushRefused' }],
    [429, { permanent: false, reason: 'pushUnavailable' }],
    [500, { permanent: false, reason: 'pushUnavailable' }],
    [503, { permanent: false, reason: 'pushUnavailable' }],
  ])('reads a %i from the push service as %o', async (status, expected) => {
    const channel = pushChannel({ vapid, allowPrivate: true });
    const subscription = push.subscribe();
    push.answers.set(subscription.endpoint, status);
    const result = await channel.send(targetOf(subscription), MESSAGE);
    expect(result).toEqual({ ok: false, ...expected, error: `${new URL(push.url).host} answered ${status}` });
  });

  it('tries again later when the push service does not answer in time or cannot be reached', async () => {
    const channel = pushChannel({ vapid, allowPrivate: true, timeoutMs: 300 });
    const subscription = push.subscribe();
    push.hanging.add(subscription.endpoint);
    expect(await channel.send(targetOf(subscription), MESSAGE)).toEqual({
      ok: false, permanent: false, reason: 'pushUnavailable', error: `${new URL(push.url).host} did not answer in time`,
    });

    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const gone = { ...targetOf(push.subscribe()), endpoint: `http://127.0.0.1:${port}/push/1` };
    expect(await channel.send(gone, MESSAGE)).toEqual({ ok: false, permanent: false, reason: 'pushUnavailable', error: `127.0.0.1:${port} could not be reached` });
  });

  it('tells what failed without the endpoint, the keys or the signature', async () => {
    const channel = pushChannel({ vapid, allowPrivate: true });
    const subscription = push.subscribe();
    push.answers.set(subscription.endpoint, 500);
    const result = await channel.send(targetOf(subscription), MESSAGE);
    const error = result.ok ? '' : result.error;
    expect(error).not.toBe('');
    for (const secret of [new URL(subscription.endpoint).pathname, subscription.keys.auth, subscription.keys.p256dh, vapid.privateKey]) {
      expect(error).not.toContain(secret);
    }
  });

  describe('without ALLOW_PRIVATE_PUSH', () => {
    const channel = pushChannel({ vapid, allowPrivate: false });

    it('sends nothing to a loopback, private or plain-http endpoint', async () => {
      const before = push.received.length;
      const subscription = push.subscribe();
      const port = new URL(push.url).port;
      const refused = 'The push endpoint points to a private or local network, which is not allowed';
      for (const [endpoint, error] of [
        [subscription.endpoint, 'The push endpoint must be an https:// address'],
        [`https://127.0.0.1:${port}/push/1`, refused],
        [`https://10.1.2.3/push/1`, refused],
        [`https://[::1]:${port}/push/1`, refused],
        // A name is judged by what it resolves to, when the channel connects.
        [`https://localhost:${port}/push/1`, refused],
      ] as const) {
        expect(await channel.send({ ...targetOf(subscription), endpoint }, MESSAGE), endpoint).toEqual({ ok: false, permanent: true, reason: 'pushEndpointRefused', error });
      }
      expect(push.received.length).toBe(before);
    });
  });
});

describe('the VAPID keys', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-vapid-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('are made once into the data directory, readable only by the server, when none are configured', () => {
    const first = loadVapidKeys(NO_KEYS, dataDir);
    const file = path.join(dataDir, 'vapid.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys(NO_KEYS, dataDir)).toEqual(first);
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
  });

  it('come from the environment as one pair, or the server does not start', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(loadVapidKeys({ ...pair, subject: undefined }, dataDir)).toMatchObject(pair);
    const other = webpush.generateVAPIDKeys();
    expect(() => loadVapidKeys({ publicKey: pair.publicKey, privateKey: other.privateKey, subject: undefined }, dataDir)).toThrow(/not one VAPID key pair/);
    expect(() => loadVapidKeys({ publicKey: pair.publicKey, privateKey: undefined, subject: undefined }, dataDir)).toThrow(/not one VAPID key pair/);
  });

  it('name the configured subject, else PUBLIC_URL when it is https, else a mailto: address at its host', () => {
    const pair = { ...webpush.generateVAPIDKeys(), subject: undefined };
    expect(vapidDetailsFor({ vapid: { ...pair, subject: 'mailto:ops@example.org' }, publicUrl: undefined }).subject).toBe('mailto:ops@example.org');
    expect(vapidDetailsFor({ vapid: pair, publicUrl: 'https://funplans.example' }).subject).toBe('https://funplans.example');
    expect(vapidDetailsFor({ vapid: pair, publicUrl: 'http://funplans.lan:8080' }).subject).toBe('mailto:notifications@funplans.lan');
    expect(vapidDetailsFor({ vapid: pair, publicUrl: undefined }).subject).toBe('mailto:notifications@localhost');
    expect(() => vapidDetailsFor({ vapid: { ...pair, subject: 'http://funplans.lan' }, publicUrl: undefined })).toThrow(/VAPID_SUBJECT/);
  });
});
