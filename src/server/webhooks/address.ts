import dns from 'node:dns/promises';
import net from 'node:net';
import { hasPrivateLiteralHost, isPrivateAddress } from '@/server/integrations/feedFetch';

/** Why a webhook's URL may not be used, in words for the user (a 400) and for the delivery list. */
export class WebhookAddressError extends Error {}

export const refusedWebhookAddress = () => new WebhookAddressError('The webhook URL points to a private or local network, which is not allowed');

/**
 * The ICS feeds' address rules (src/server/integrations/feedFetch.ts) for a webhook: https only, no
 * private, loopback or link-local address, unless ALLOW_PRIVATE_WEBHOOKS (then plain http too, for a
 * receiver on loopback in tests). A host name is checked again at each delivery, when it is resolved.
 */
export function checkWebhookUrl(text: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookAddressError('The webhook URL is not a valid URL');
  }
  const protocols = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!protocols.includes(url.protocol)) throw new WebhookAddressError('The webhook URL must be an https:// address');
  if (url.username || url.password) throw new WebhookAddressError('The webhook URL must not contain a user name or password');
  if (!allowPrivate && hasPrivateLiteralHost(url)) throw refusedWebhookAddress();
  return url;
}

/**
 * At registration, the host name is resolved too, so a name that leads to a private network is
 * refused at once rather than failing every delivery (which resolves it again: DNS may change).
 */
export async function checkWebhookHost(url: URL, allowPrivate: boolean): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (allowPrivate || net.isIP(host) !== 0) return;
  let addresses: { address: string }[];
  try {
    addresses = await dns.lookup(host, { all: true });
  } catch {
    throw new WebhookAddressError(`The webhook URL's host ${host} could not be found`);
  }
  if (addresses.some(({ address }) => isPrivateAddress(address))) throw refusedWebhookAddress();
}
