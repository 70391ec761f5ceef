import crypto from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

/** A webhook's signing secret as Standard Webhooks writes it: `whsec_` and base64 of random bytes. */
export const newWebhookSecret = () => `${SECRET_PREFIX}${crypto.randomBytes(SECRET_BYTES).toString('base64')}`;

/**
 * The Standard Webhooks headers of one attempt: its id (the same on every retry, so a receiver can
 * tell a replay), the attempt's unix time, and `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`
 * under the secret's decoded bytes.
 */
export function webhookHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${signature}` };
}
