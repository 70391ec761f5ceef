/**
 * The bench's floors: a bare Fastify answering a tiny JSON at /hello and, at each path of the
 * payload file, the status, bytes and headers the real server answered there, from memory and
 * through the app's own compression. A write's floor takes its request as the route does: a POST
 * whose JSON body Fastify parses. `tsx scripts/bench/floor.ts <payloads.json> <port>`.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { COMPRESSION } from '@/server/app';

export interface FloorPayload {
  path: string;
  body: string;
  headers: Record<string, string>;
  status: number;
  method?: 'POST';
}

const [payloadFile, port] = process.argv.slice(2);
const payloads = JSON.parse(fs.readFileSync(payloadFile!, 'utf8')) as FloorPayload[];
const app = Fastify();
await app.register(compress, COMPRESSION);
app.get('/hello', async () => ({ hello: 'world' }));
for (const { path, body, headers, status, method } of payloads) {
  app.route({ method: method ?? 'GET', url: path, handler: (_request, reply) => reply.code(status).headers(headers).send(body) });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
