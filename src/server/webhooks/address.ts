import dns from 'node:dns/promises';
import net from 'node:net';
import type { MessageDescriptor } from '@lingui/core';
import { Refusal } from '@/server/refusal';
import { type EndpointRefusal, checkHttpsEndpoint, isPrivateAddress } from '@/server/integrations/feedFetch';

/** Why a webhook's URL may not be used, in words for the user (a 400) and for the delivery list. */
export class WebhookAddressError extends Refusal {}

const REFUSALS: Record<EndpointRefusal, MessageDescriptor> = {
  invalid: /*i18n*/ { id: 'webhook.invalidUrl', message: 'The webhook URL is not a valid URL' },
  protocol: /*i18n*/ { id: 'webhook.notHttps', message: 'The webhook URL must be an https:// address' },
  private: /*i18n*/ { id: 'webhook.private', message: 'The webhook URL points to a private or local network, which is not allowed' },
};
const CREDENTIALS = /*i18n*/ { id: 'webhook.credentials', message: 'The webhook URL must not contain a user name or password' };
const UNKNOWN_HOST = /*i18n*/ { id: 'webhook.unknownHost', message: "The webhook URL''s host {host} could not be found" };

export const refusedWebhookAddress = () => new WebhookAddressError(REFUSALS.private);

/**
 * The ICS feeds' address rules (src/server/integrations/feedFetch.ts) for a webhook: https only, no
 * private, loopback or link-local address, unless ALLOW_PRIVATE_WEBHOOKS (then plain http too, for a
 * receiver on loopback in tests); and no credentials in the URL, which would show in the page and
 * the log. A host name is checked again at each delivery, when it is resolved.
 */
export function checkWebhookUrl(text: string, allowPrivate: boolean): URL {
  const url = checkHttpsEndpoint(text, allowPrivate, (why) => new WebhookAddressError(REFUSALS[why]));
  if (url.username || url.password) throw new WebhookAddressError(CREDENTIALS);
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
    throw new WebhookAddressError({ ...UNKNOWN_HOST, values: { host } });
  }
  if (addresses.some(({ address }) => isPrivateAddress(address))) throw refusedWebhookAddress();
}
