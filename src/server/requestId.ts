import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '@/server/config';

/** What an incoming X-Request-Id may be to be kept: short, and safe in a header and a log line (nginx's `$request_id` is 32 hex digits). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The peer's address as written in TRUST_PROXY: an IPv4 client of a dual-stack socket arrives as `::ffff:a.b.c.d`. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Whether the connection's peer is one of our proxies, by the same TRUST_PROXY rules as X-Forwarded-For. */
export function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  // A hop count trusts the nearest hops, the peer first.
  if (typeof trust === 'number') return () => true;
  const proxies = new net.BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = entry.split('/');
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    return proxies.check(plain, net.isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Names each request: the X-Request-Id a trusted proxy sent, when it is a short safe token, so that
 * its log and ours share the id; else a new UUID (unique across servers, unlike a counter).
 */
export function requestIdFor(trust: TrustProxy): (raw: IncomingMessage) => string {
  const trusted = trustsPeer(trust);
  return (raw) => {
    const incoming = raw.headers['x-request-id'];
    if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) && trusted(raw.socket.remoteAddress)) return incoming;
    return randomUUID();
  };
}

/** Every answer names its request, errors and refusals included, so a user's report can be found in the log. */
export function sendRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
