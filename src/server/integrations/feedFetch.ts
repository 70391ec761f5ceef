import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Refusal } from '@/server/refusal';

/** Provider calls give up after this long, so a dead provider costs the calendar window at most this. */
export const PROVIDER_TIMEOUT_MS = 4000;
/** A calendar feed larger than this is refused. */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 5;

/** Why a feed cannot be used, in words for the user; what went wrong underneath (for the log only) is its `cause`. */
export class FeedError extends Refusal {}

const PRIVATE_FEED = /*i18n*/ { id: 'feed.private', message: 'The feed address points to a private or local network, which is not allowed' };
const INVALID_URL = /*i18n*/ { id: 'feed.invalidUrl', message: 'The feed address is not a valid URL' };
const NOT_HTTP = /*i18n*/ { id: 'feed.notHttp', message: 'The feed address must start with http:// or https://' };
const TOO_LARGE = /*i18n*/ { id: 'feed.tooLarge', message: 'The feed is larger than {megabytes} MB' };
const ANSWERED = /*i18n*/ { id: 'feed.answered', message: 'The feed server answered {status}' };
const REDIRECTS = /*i18n*/ { id: 'feed.redirects', message: 'The feed address redirects too often' };
const TIMED_OUT = /*i18n*/ { id: 'feed.timedOut', message: 'The feed server did not answer in time' };
const NOT_FETCHED = /*i18n*/ { id: 'feed.notFetched', message: 'The feed could not be fetched' };

/**
 * Loopback, private, link-local, shared, multicast and reserved ranges: never a public feed. IPv6
 * forms that lead to an IPv4 address through a translator or relay (IPv4-compatible ::/96, NAT64
 * 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32) are refused whole: a public feed
 * is reached at its IPv4 address itself, and the relay may lead anywhere. An IPv4-mapped address
 * (::ffff:0:0/96, dotted or hex) is that IPv4 address on a dual-stack socket: BlockList judges it by
 * the IPv4 rules (refusing the whole range there would refuse every IPv4 address too). Site-local
 * fec0::/10 is private (deprecated, still routed by some networks).
 */
const PRIVATE = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['2001::', 32], ['2002::', 16],
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) PRIVATE.addSubnet(network, prefix, 'ipv6');

export const isPrivateAddress = (address: string): boolean => PRIVATE.check(address, net.isIPv4(address) ? 'ipv4' : 'ipv6');

const refusedAddress = () => new FeedError(PRIVATE_FEED);

/**
 * Every address a host name resolves to is checked at connect time, redirects included (no DNS
 * rebinding); `refused` is the error a private one fails the connection with. Feeds and push
 * endpoints (src/server/notifications/channels/push.ts) connect through it.
 */
export function guardedLookup(allowPrivate: boolean, refused: () => Error = refusedAddress): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      if (!allowPrivate && list.some((entry) => isPrivateAddress(entry.address))) return callback(refused(), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** An http(s) URL, else a FeedError; a literal private address is refused here (no lookup happens for it). */
export function checkFeedUrl(text: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FeedError(INVALID_URL);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedError(NOT_HTTP);
  if (!allowPrivate && hasPrivateLiteralHost(url)) throw refusedAddress();
  return url;
}

/** Why an endpoint URL is refused by `checkHttpsEndpoint`: the caller words it for its own users. */
export type EndpointRefusal = 'invalid' | 'protocol' | 'private';

/**
 * The feeds' rules for a URL the server POSTs to (push endpoints, webhooks): https only and no literal
 * private address, unless `allowPrivate` (then plain http too, for a fake on loopback in tests). A host
 * name is checked when it is resolved, through `guardedLookup`.
 */
export function checkHttpsEndpoint(text: string, allowPrivate: boolean, refuse: (why: EndpointRefusal) => Error): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse('invalid');
  }
  if (!(allowPrivate ? ['https:', 'http:'] : ['https:']).includes(url.protocol)) throw refuse('protocol');
  if (!allowPrivate && hasPrivateLiteralHost(url)) throw refuse('private');
  return url;
}

/** Whether the URL names a private address itself (`http://10.0.0.1/`, `https://[::1]/`): no lookup happens for one. */
export function hasPrivateLiteralHost(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return net.isIP(host) !== 0 && isPrivateAddress(host);
}

function getOnce(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<{ status: number; location?: string; body: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      signal, lookup: guardedLookup(allowPrivate), headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'FunPlans calendar feed reader' },
    }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        response.resume();
        return resolve({ status, location: response.headers.location, body: '' });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > FEED_MAX_BYTES) {
          request.destroy(new FeedError({ ...TOO_LARGE, values: { megabytes: FEED_MAX_BYTES / 1024 / 1024 } }));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The text of a feed: http(s) only, private addresses refused unless allowed, redirects checked again, size-capped, timed out. */
export async function fetchFeed(address: string, allowPrivate: boolean): Promise<string> {
  const signal = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
  let url = checkFeedUrl(address, allowPrivate);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const answer = await getOnce(url, allowPrivate, signal);
      if (answer.location) {
        url = checkFeedUrl(new URL(answer.location, url).toString(), allowPrivate);
        continue;
      }
      if (answer.status !== 200) throw new FeedError({ ...ANSWERED, values: { status: answer.status } });
      return answer.body;
    }
    throw new FeedError(REDIRECTS);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted) throw new FeedError(TIMED_OUT);
    // The connection's own error (refused, reset, no such host, TLS) would tell a user which ports answer: only the log gets it.
    throw new FeedError(NOT_FETCHED, { cause: error });
  }
}
