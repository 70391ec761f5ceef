import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got: verified with the standardwebhooks library, and whether its id came before. */
export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  payload: { id: string; type: string; timestamp: string; data: Record<string, unknown> };
  /** The same `webhook-id` was received before: the sender retried it. */
  replay: boolean;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:{port}/hook` (the app under test allows private webhooks). */
  url: string;
  /** The secret the next requests are verified with (a request that fails verification is answered 401 and not recorded). */
  secret: string | undefined;
  received: ReceivedWebhook[];
  /** Requests that failed verification. */
  rejected: number;
  /** The statuses of the next answers, in order; then 204. */
  answerNext(...statuses: number[]): void;
  /** Forgets what was received and the statuses still to answer. */
  reset(): void;
  close(): Promise<void>;
}

/** A webhook receiver on loopback, as a developer would write one with the Standard Webhooks library. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const seen = new Set<string>();
  const statuses: number[] = [];
  const receiver: Omit<WebhookReceiver, 'url' | 'close'> = {
    secret: undefined,
    received: [],
    rejected: 0,
    answerNext: (...next) => { statuses.push(...next); },
    reset: () => {
      receiver.received.length = 0;
      receiver.rejected = 0;
      statuses.length = 0;
    },
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let payload: ReceivedWebhook['payload'];
      try {
        payload = new Webhook(receiver.secret ?? 'whsec_').verify(body, request.headers as Record<string, string>) as ReceivedWebhook['payload'];
      } catch {
        receiver.rejected++;
        response.writeHead(401).end('bad signature');
        return;
      }
      const id = String(request.headers['webhook-id']);
      receiver.received.push({ id, timestamp: String(request.headers['webhook-timestamp']), payload, replay: seen.has(id) });
      seen.add(id);
      const status = statuses.shift() ?? 204;
      if (status >= 300 && status < 400) response.writeHead(status, { location: '/elsewhere' }).end();
      else response.writeHead(status).end(status >= 400 ? `Receiver failed with ${status}` : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
