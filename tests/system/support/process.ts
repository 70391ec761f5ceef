import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const TSX = path.resolve('node_modules/.bin/tsx');

export interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs a TypeScript entry with tsx, as the npm scripts do, capturing its output. The tsx command
 * runs the script in a child process; `direct` runs it in the spawned process itself (node with
 * tsx's loader), so that a SIGKILL reaches the server and not only its parent.
 */
export function runScript(script: string, args: string[], env: Record<string, string>, { direct = false } = {}): Run {
  const [command, prefix] = direct ? [process.execPath, ['--import', 'tsx']] : [TSX, []];
  const child = spawn(command, [...prefix, script, ...args], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => { output += chunk; });
  child.stderr!.on('data', (chunk) => { output += chunk; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves with the URL the server prints once it listens. */
export async function waitForUrl(run: Run, timeoutMs = 120_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const match = /running at (http:\/\/localhost:\d+)/.exec(run.output());
    if (match) return match[1]!;
    if (run.child.exitCode !== null) throw new Error(`server exited early:\n${run.output()}`);
    if (Date.now() - started > timeoutMs) throw new Error(`server did not start:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function finished(run: Run): Promise<{ code: number | null; output: string }> {
  const code = await run.exited;
  return { code, output: run.output() };
}
