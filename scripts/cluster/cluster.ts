import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv } from '@/server/config';
import { openPostgres } from '@/server/db/client';
import { loadSecretsKey } from '@/server/secrets';
import { loadVapidKeys } from '@/server/notifications/vapid';
import { buildBrowserAppWhenStale } from '../browserApp';
import { nginxConfig } from './nginxConfig';
import { freePort, type ServerProcess, serverProcess } from './serverProcess';

/** A reason the cluster cannot start that the operator can fix; printed without a stack. */
export class ClusterError extends Error {}

export interface ClusterOptions {
  servers: number;
  /** nginx's port on 127.0.0.1; 0: any free port. */
  port: number;
  databaseUrl: string | undefined;
  /** The built browser app's folder, built first when missing or stale; without it the servers answer the API alone (the soak). */
  browserApp?: string;
  /**
   * Where the shared SECRETS_KEY and VAPID keys are kept when the environment gives none (made once,
   * like a single server does in its DATA_DIR). Every server gets the same keys: otherwise a session,
   * a sealed token or a push subscription made through one server would not open on another.
   */
  keysDir: string;
  /** More environment for every server (the soak raises the rate limits and shortens the outbox's timings). */
  env?: Record<string, string>;
  /** Each output line of the servers and nginx. */
  onOutput?: (line: string) => void;
}

export interface Cluster {
  /** nginx's address, e.g. http://127.0.0.1:8080. */
  url: string;
  servers: ServerProcess[];
  /** The folder of nginx's config, pid and logs; removed by stop(). */
  folder: string;
  /** Stops the servers (SIGTERM) and nginx, then removes the folder. */
  stop(): Promise<void>;
}

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx'];

export function findNginx(): string {
  const found = [...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx')), ...NGINX_CANDIDATES]
    .find((candidate) => fs.existsSync(candidate));
  if (!found) throw new ClusterError('nginx is not installed: apt-get install -y nginx');
  return found;
}

/**
 * Starts `servers` servers of the built app on PostgreSQL and nginx in front of them, round-robin.
 * The schema is migrated once before the servers start, so they all find it current.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!options.databaseUrl) {
    throw new ClusterError('npm run cluster needs PostgreSQL: set DATABASE_URL (PGlite keeps its data inside one process and cannot be shared by several servers)');
  }
  if (!Number.isInteger(options.servers) || options.servers < 1) throw new ClusterError('--servers must be a whole number of at least 1');
  const nginx = findNginx();
  const onOutput = options.onOutput ?? (() => {});
  const config = configFromEnv();
  if (options.browserApp) await buildBrowserAppWhenStale(options.browserApp);
  const database = openPostgres(options.databaseUrl);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const vapid = loadVapidKeys(config.vapid, options.keysDir);
  const env = {
    DATABASE_URL: options.databaseUrl,
    STATIC_DIR: options.browserApp ?? path.join(os.tmpdir(), 'funplans-no-browser-app'),
    // nginx is the one proxy in front: the last X-Forwarded-For hop is the client.
    TRUST_PROXY: '1',
    SECRETS_KEY: loadSecretsKey(config.secretsKey, options.keysDir),
    VAPID_PUBLIC_KEY: vapid.publicKey!,
    VAPID_PRIVATE_KEY: vapid.privateKey!,
    ...options.env,
  };

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-cluster-'));
  const ports = await Promise.all(Array.from({ length: options.servers }, () => freePort()));
  const servers = ports.map((port, index) => serverProcess({ name: `server ${index + 1}`, port, env, onOutput }));
  let proxy: ChildProcess | undefined;
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (proxy && proxy.exitCode === null && proxy.signalCode === null) {
      const exited = new Promise((resolve) => proxy!.once('exit', resolve));
      proxy.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await Promise.all(servers.map((server) => server.start()));
    const port = options.port || await freePort();
    fs.writeFileSync(path.join(folder, 'nginx.conf'), nginxConfig({ prefix: folder, port, upstreamPorts: ports }));
    proxy = spawn(nginx, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [proxy.stdout!, proxy.stderr!]) stream.on('data', (chunk: Buffer) => onOutput(`[nginx] ${chunk.toString().trimEnd()}`));
    const url = `http://127.0.0.1:${port}`;
    await untilNginxAnswers(url, proxy, folder);
    return { url, servers, folder, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function untilNginxAnswers(url: string, proxy: ChildProcess, folder: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (proxy.exitCode !== null) {
      const log = fs.readFileSync(path.join(folder, 'error.log'), { encoding: 'utf8', flag: 'a+' });
      throw new ClusterError(`nginx stopped at start (exit ${proxy.exitCode}):\n${log}`);
    }
    const answered = await fetch(`${url}/api/v1/health`).then((response) => response.ok, () => false);
    if (answered) return;
    if (Date.now() > deadline) throw new ClusterError(`nginx did not answer on ${url} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
