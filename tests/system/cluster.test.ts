import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finished, runScript } from './support/process';

/** `npm run cluster`: what an operator starts, stops and sees. */
describe('npm run cluster', () => {
  it('refuses PGlite with a clear message', async () => {
    const { code, output } = await finished(runScript('scripts/cluster.ts', ['--servers', '2'], {}));
    expect(code).toBe(1);
    expect(output).toContain('npm run cluster needs PostgreSQL: set DATABASE_URL');
  });

  describe.runIf(process.env.DATABASE_URL)('on PostgreSQL', () => {
    const name = `funplans_cluster_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    let root: string;
    let databaseUrl: string;
    beforeAll(async () => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-cluster-test-'));
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    });
    afterAll(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('puts nginx round-robin in front of the servers, with the same keys everywhere, and stops all of it on SIGTERM', async () => {
      // An empty build folder with a current index.html: the servers serve it and nothing is built.
      const staticDir = path.join(root, 'static');
      fs.mkdirSync(staticDir);
      fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>FunPlans</title>');
      const run = runScript('scripts/cluster.ts', ['--servers', '2'], {
        DATABASE_URL: databaseUrl, PORT: '0', DATA_DIR: path.join(root, 'data'), STATIC_DIR: staticDir,
      }, { direct: true });
      const url = await waitFor(run.output, /cluster is running at (http:\/\/127\.0\.0\.1:\d+)/);
      const folder = await waitFor(run.output, /nginx's configuration and logs: (\S+)/);
      const servers = [...run.output().matchAll(/nginx in front of (.+)\);/g)][0]![1]!.split(', ');
      expect(servers).toHaveLength(2);

      const token = await signUp(url);
      const answers = await Promise.all([1, 2, 3, 4].map(() => fetch(`${url}/api/v1/notifications/vapidkey`, { headers: { authorization: `Bearer ${token}` } })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      // Round-robin: each server answered; a session made through one server works on the other.
      expect(new Set(answers.map((answer) => answer.headers.get('x-upstream')))).toEqual(new Set(servers));
      const keys = await Promise.all(answers.map((answer) => answer.json()));
      expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(1);

      run.child.kill('SIGTERM');
      const { code, output } = await finished(run);
      expect(code, output).toBe(0);
      expect(fs.existsSync(folder)).toBe(false);
      for (const address of [url.replace('http://', ''), ...servers]) expect(await listens(address), address).toBe(false);
    }, 180_000);
  });
});

async function waitFor(output: () => string, pattern: RegExp, timeoutMs = 150_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const match = pattern.exec(output());
    if (match) return match[1]!;
    if (Date.now() - started > timeoutMs) throw new Error(`no ${pattern} in:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signUp(url: string): Promise<string> {
  const body = { inviteCode: '16', firstName: 'Ops', lastName: 'Test', email: `ops.${Date.now()}@example.com`, password: 'a long cluster password' };
  const post = (route: string) => fetch(`${url}/api/v1/auth/${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('register')).status).toBe(201);
  return ((await (await post('login')).json()) as { token: string }).token;
}

const listens = (address: string) => new Promise<boolean>((resolve) => {
  const [host, port] = address.split(':');
  const socket = net.connect(Number(port), host!, () => { socket.destroy(); resolve(true); });
  socket.on('error', () => resolve(false));
});
