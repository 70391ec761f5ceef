import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const MAIN = path.resolve('src/server/main.ts');

/** One FunPlans server of the cluster, on its own loopback port, that can be killed and started again. */
export interface ServerProcess {
  readonly name: string;
  readonly port: number;
  /** The running process, or undefined while it is down. */
  readonly child: ChildProcess | undefined;
  /** Starts it and resolves once it listens; rejects with its output when it exits first. */
  start(): Promise<void>;
  /** SIGKILL, as a crash would: nothing is closed cleanly. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the clean stop; resolves once it exited. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  name: string;
  port: number;
  env: Record<string, string>;
  /** Where each line of its output goes (already prefixed with the server's name). */
  onOutput: (line: string) => void;
  startTimeoutMs?: number;
}

/** A port the system just gave out free on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs src/server/main.ts in node with tsx's loader (one process, so SIGKILL reaches the server
 * itself and not only a wrapper), on 127.0.0.1:port.
 */
export function serverProcess({ name, port, env, onOutput, startTimeoutMs = 120_000 }: ServerOptions): ServerProcess {
  let child: ChildProcess | undefined;
  const exited = (process: ChildProcess) =>
    process.exitCode !== null || process.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => process.once('exit', () => resolve()));

  return {
    name,
    port,
    get child() { return child; },
    start() {
      const started = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      let output = '';
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${name} did not start within ${startTimeoutMs / 1000} s:\n${output}`)), startTimeoutMs);
        const onLine = (line: string) => {
          output += `${line}\n`;
          onOutput(`[${name}] ${line}`);
          if (/FunPlans is running at /.test(line)) {
            clearTimeout(timer);
            resolve();
          }
        };
        for (const stream of [started.stdout!, started.stderr!]) {
          let partial = '';
          stream.on('data', (chunk: Buffer) => {
            const lines = (partial + chunk.toString()).split('\n');
            partial = lines.pop()!;
            lines.forEach(onLine);
          });
        }
        started.once('exit', (code, signal) => {
          clearTimeout(timer);
          if (child === started) child = undefined;
          reject(new Error(`${name} exited (${signal ?? code}) before it listened:\n${output}`));
        });
      });
    },
    async kill() {
      if (!child) return;
      const killed = child;
      killed.kill('SIGKILL');
      await exited(killed);
    },
    async stop() {
      if (!child) return;
      const stopping = child;
      stopping.kill('SIGTERM');
      await exited(stopping);
    },
  };
}
