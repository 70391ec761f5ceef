import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGcm {
  url: string;
  /** Chromium's command-line switches that point its GCM client here. */
  switches: string[];
  /** The form of every registration Chromium asked for (a push subscription's has `sender` = the VAPID public key; Chromium registers senders of its own too). */
  registrations: URLSearchParams[];
  close(): Promise<void>;
}

/** A field of a protobuf message holding a fixed64 value (wire type 1). */
const fixed64 = (field: number, value: bigint) => {
  const bytes = Buffer.alloc(9);
  bytes[0] = (field << 3) | 1;
  bytes.writeBigUInt64LE(value, 1);
  return bytes;
};

/**
 * Google's GCM endpoints as Chromium's push client uses them when it subscribes, on loopback:
 * Chromium's `PushManager.subscribe` first checks the device in (`/checkin`, answered with an
 * AndroidCheckinResponse: stats_ok, an android_id and a security_token), then registers
 * (`/register3`, answered `token=…`), and gives the page an FCM endpoint made from the token. Without
 * it a headless Chromium here waits for Google forever. The messages themselves never go through
 * it: the e2e test delivers them with DevTools (`ServiceWorker.deliverPushMessage`).
 */
export async function startFakeGcm(): Promise<FakeGcm> {
  let tokens = 0;
  const registrations: URLSearchParams[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/checkin') {
        const checkin = Buffer.concat([Buffer.from([0x08, 0x01]), fixed64(7, 0x1234_5678_9abcn), fixed64(8, 0x0fed_cba9_8765n)]);
        response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(checkin);
        return;
      }
      if (request.method === 'POST' && request.url === '/register3') {
        registrations.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(200, { 'content-type': 'text/plain' }).end(`token=fake-gcm-token-${++tokens}`);
        return;
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    switches: [`--gcm-checkin-url=${url}/checkin`, `--gcm-registration-url=${url}/register3`],
    registrations,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
