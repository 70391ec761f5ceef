import http from 'node:http';
import type { MessageDescriptor } from '@lingui/core';
import https from 'node:https';
import webpush from 'web-push';
import { type EndpointRefusal, checkHttpsEndpoint, guardedLookup } from '@/server/integrations/feedFetch';
import type { Channel, OutgoingMessage, PushTarget, SendResult } from '@/server/notifications/channel';
import type { VapidDetails } from '@/server/notifications/vapid';
import { textsIn } from '@/server/i18n';
import { Refusal } from '@/server/refusal';

/** A push service may keep an undelivered message this long (a day): a reminder is stale after that. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then is tried again later. */
export const PUSH_TIMEOUT_MS = 10_000;
/**
 * Push services take about 4 KB of encrypted payload; the JSON is kept well under it by shortening
 * the body, so a long list of names cannot make a message undeliverable.
 */
export const MAX_PUSH_PAYLOAD_BYTES = 3000;

/** Why a push endpoint may not be used, in words for the user (a 400) and for the delivery list. */
export class PushEndpointError extends Refusal {}

const REFUSALS: Record<EndpointRefusal, MessageDescriptor> = {
  invalid: /*i18n*/ { id: 'push.invalidUrl', message: 'The push endpoint is not a valid URL' },
  protocol: /*i18n*/ { id: 'push.notHttps', message: 'The push endpoint must be an https:// address' },
  private: /*i18n*/ { id: 'push.private', message: 'The push endpoint points to a private or local network, which is not allowed' },
};

const refusedAddress = () => new PushEndpointError(REFUSALS.private);

/**
 * The ICS feeds' address rules (src/server/integrations/feedFetch.ts) for a push endpoint: https
 * only, and no private, loopback or link-local address, unless ALLOW_PRIVATE_PUSH (then plain http
 * too, for a push service on loopback in tests). A host name is checked again at each send, when it
 * is resolved.
 */
export const checkPushEndpoint = (text: string, allowPrivate: boolean): URL =>
  checkHttpsEndpoint(text, allowPrivate, (why) => new PushEndpointError(REFUSALS[why]));

export interface PushChannelOptions {
  vapid: VapidDetails;
  /** ALLOW_PRIVATE_PUSH. */
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** The push channel also hands out the public key browsers subscribe with (`GET /notifications/vapidkey`). */
export type PushChannel = Channel<PushTarget> & { readonly publicKey: string };

/**
 * Web Push through the web-push library: the message is encrypted for the subscription (aes128gcm,
 * RFC 8291) and signed with the server's VAPID key (RFC 8292), then POSTed to the push service here,
 * through the feeds' guarded DNS lookup. A 404 or 410 means the subscription is gone; other 4xx
 * answers will not change on a retry; 429, 5xx, timeouts and network errors may. Error texts name
 * the push service's host and the status, never the endpoint (a secret of the device) or a key.
 */
export function pushChannel({ vapid, allowPrivate, timeoutMs = PUSH_TIMEOUT_MS }: PushChannelOptions): PushChannel {
  return {
    name: 'push',
    configured: true,
    publicKey: vapid.publicKey,
    async send(target, message) {
      let url: URL;
      let request: webpush.RequestDetails;
      try {
        url = checkPushEndpoint(target.endpoint, allowPrivate);
        request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          pushPayload(message),
          { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: 'normal', contentEncoding: 'aes128gcm' },
        );
      } catch (error) {
        if (error instanceof PushEndpointError) return refused(error);
        return { ok: false, permanent: true, reason: 'pushKeysInvalid', error: 'The push subscription\'s keys are not valid' };
      }
      return post(url, request, allowPrivate, timeoutMs);
    },
  };
}

/** What the service worker shows (src/sw.ts reads the same fields). */
export interface PushPayload {
  kind: OutgoingMessage['kind'];
  title: string;
  body: string;
  link: string;
}

/** The message as the service worker's JSON, its body shortened to fit MAX_PUSH_PAYLOAD_BYTES. */
export function pushPayload({ kind, title, body, link }: OutgoingMessage): string {
  const json = (text: string) => JSON.stringify({ kind, title, body: text, link } satisfies PushPayload);
  let characters = [...body];
  while (Buffer.byteLength(json(characters.join(''))) > MAX_PUSH_PAYLOAD_BYTES && characters.length > 0) {
    characters = characters.slice(0, Math.floor(characters.length * 0.9));
  }
  return json(characters.length < [...body].length ? `${characters.join('')}…` : body);
}

function post(url: URL, details: webpush.RequestDetails, allowPrivate: boolean, timeoutMs: number): Promise<SendResult> {
  const client = url.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(timeoutMs);
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  return new Promise((resolve) => {
    const request = client.request(url, { method: 'POST', headers, signal, lookup: guardedLookup(allowPrivate, refusedAddress) }, (response) => {
      response.resume();
      response.on('end', () => resolve(outcome(url, response.statusCode ?? 0)));
      response.on('error', () => resolve(unavailable(`${url.host} broke off its answer`)));
    });
    request.on('error', (error) => {
      if (error instanceof PushEndpointError) resolve(refused(error));
      else if (signal.aborted) resolve(unavailable(`${url.host} did not answer in time`));
      else resolve(unavailable(`${url.host} could not be reached`));
    });
    request.end(details.body ?? undefined);
  });
}

/** The endpoint may not be used: never tried again; its English words are kept for the operator. */
const refused = (error: PushEndpointError): SendResult =>
  ({ ok: false, permanent: true, reason: 'pushEndpointRefused', error: textsIn('en')(error.reason) });

/** The push service failed this time (no answer, or 429 or 5xx): it may do better later. */
const unavailable = (error: string): SendResult => ({ ok: false, permanent: false, reason: 'pushUnavailable', error });

function outcome(url: URL, status: number): SendResult {
  if (status >= 200 && status < 300) return { ok: true };
  const error = `${url.host} answered ${status}`;
  if (status === 404 || status === 410) return { ok: false, permanent: true, gone: true, reason: 'deviceGone', error };
  if (status === 429 || status >= 500) return unavailable(error);
  return { ok: false, permanent: true, reason: 'pushRefused', error };
}
