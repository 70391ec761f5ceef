import http from 'node:http';
import https from 'node:https';
import { textsIn } from '@/server/i18n';
import { guardedLookup } from '@/server/integrations/feedFetch';
import { WebhookAddressError, checkWebhookUrl, refusedWebhookAddress } from '@/server/webhooks/address';

/** A receiver that has not answered by then is tried again later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer is kept for its owner to read. */
export const ANSWER_SNIPPET_CHARS = 200;

/** How an attempt went: a 2xx is success; the status (null when there was no answer) and the start of the answer or what failed. */
export interface WebhookAnswer { ok: boolean; statusCode: number | null; answer: string }

/**
 * POSTs the body to the webhook's URL, checked again now and connected through the feeds' guarded
 * DNS lookup (a name that has come to lead to a private network is refused). Redirects are not
 * followed: a 3xx is a failure like any other non-2xx answer.
 */
export function postWebhook(
  address: string, headers: Record<string, string>, body: string, allowPrivate: boolean, timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<WebhookAnswer> {
  let url: URL;
  try {
    url = checkWebhookUrl(address, allowPrivate);
  } catch (error) {
    return Promise.resolve(failed(error instanceof WebhookAddressError ? textsIn('en')(error.reason) : String(error)));
  }
  const client = url.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve) => {
    const request = client.request(url, {
      method: 'POST',
      signal,
      lookup: guardedLookup(allowPrivate, refusedWebhookAddress),
      headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'FunPlans webhooks' },
    }, (response) => {
      const statusCode = response.statusCode ?? 0;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        // The start is all that is kept: a long answer is not read to its end.
        if (text.length >= ANSWER_SNIPPET_CHARS) response.destroy();
      });
      const done = () => resolve({ ok: statusCode >= 200 && statusCode < 300, statusCode, answer: text.slice(0, ANSWER_SNIPPET_CHARS) });
      response.on('end', done);
      response.on('close', done);
    });
    request.on('error', (error) => {
      if (error instanceof WebhookAddressError) resolve(failed(textsIn('en')(error.reason)));
      else if (signal.aborted) resolve(failed(`${url.host} did not answer within ${timeoutMs / 1000} s`));
      else resolve(failed(`${url.host} could not be reached`));
    });
    request.end(body);
  });
}

const failed = (answer: string): WebhookAnswer => ({ ok: false, statusCode: null, answer });
