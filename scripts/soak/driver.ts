import http from 'node:http';
import { API } from './seed';
import type { Mix, SoakContext, Step } from './workload';

/** One request of the load as the client saw it. */
export interface Outcome {
  step: Step;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or undefined when no answer came (network error, timeout). */
  status: number | undefined;
  /** `ECONNRESET`, `timeout`, ...: why no answer came. */
  networkError?: string;
  /** nginx's X-Upstream: the server(s) the request went to. */
  upstream: string | undefined;
  ok: boolean;
  json: Record<string, string> | undefined;
}

export interface DriverOptions {
  base: string;
  /** One context per virtual user (its account); each user runs the mix on its own keep-alive connection. */
  contexts: SoakContext[];
  mix: Mix;
  /** Called for every answered or failed request, in the order they end. */
  onOutcome: (outcome: Outcome) => void;
  timeoutMs?: number;
}

/**
 * A closed-loop load: each virtual user sends its next request when the last one ended, its setup
 * steps once and then its loop until stop().
 */
export function drive({ base, contexts, mix, onOutcome, timeoutMs = 10_000 }: DriverOptions) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: contexts.length });
  let stopped = false;
  const users = contexts.map(async (context) => {
    for (const step of mix.setup) await send(step, context);
    // After a failure the user starts the loop over, as a person would: its later steps would use ids the failed one did not make.
    while (!stopped) for (const step of mix.loop) if (stopped || !(await send(step, context))) break;
  });

  /** Sends the step's request and reports it; whether it got the answer the step expects. */
  async function send(step: Step, context: SoakContext): Promise<boolean> {
    const startedAt = performance.now();
    const body = step.body ? JSON.stringify(step.body(context)) : undefined;
    const answer = await request(new URL(`${API}${step.path(context)}`, base), {
      method: step.method,
      agent,
      timeout: timeoutMs,
      headers: {
        ...(step.anonymous ? {} : { authorization: `Bearer ${context.token}` }),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
    }, body);
    const ok = answer.status === step.expect;
    const json = ok && answer.text ? JSON.parse(answer.text) as Record<string, string> : undefined;
    if (ok && json) step.keep?.(json, context);
    onOutcome({ step, startedAt, endedAt: performance.now(), status: answer.status, networkError: answer.error, upstream: answer.upstream, ok, json });
    return ok;
  }

  return {
    async stop() {
      stopped = true;
      await Promise.all(users);
      agent.destroy();
    },
  };
}

interface Answer { status?: number; text?: string; upstream?: string; error?: string }

function request(url: URL, options: http.RequestOptions, body: string | undefined): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(url, options, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode, text, upstream: response.headers['x-upstream'] as string | undefined }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}
