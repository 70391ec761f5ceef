import { act, waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';

interface Call {
  input: unknown;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

export type Outcome = { output: unknown } | { error: unknown };

/**
 * Promise actors whose invocations wait until the test settles them, standing in for the
 * actors a machine's setup declares. Invocations that were stopped (their signal aborted) drop out.
 */
export class FakeActors {
  private readonly pending = new Map<string, Call[]>();
  private readonly received = new Map<string, unknown[]>();
  private readonly settled = new Map<string, Outcome[]>();

  /** Actor logic for the actor `id`, typed to fit the placeholder it replaces. */
  logic<TOutput, TInput = unknown>(id: string) {
    return fromPromise<TOutput, TInput>(({ input, signal }) => new Promise<TOutput>((resolve, reject) => {
      const call: Call = { input, resolve: (output) => resolve(output as TOutput), reject };
      this.callsOf(id).push(call);
      this.inputsOf(id).push(input);
      signal.addEventListener('abort', () => this.callsOf(id).splice(this.callsOf(id).indexOf(call), 1));
    }));
  }

  /** Resolves (with `output`) or rejects (with `error`) the oldest running invocation of `id`. */
  async settle(id: string, outcome: Outcome) {
    await waitFor(() => {
      if (this.callsOf(id).length === 0) throw new Error(`No running invocation of actor "${id}"`);
    });
    const call = this.callsOf(id).shift() as Call;
    this.outcomesOf(id).push(outcome);
    await act(async () => {
      if ('output' in outcome) call.resolve(outcome.output);
      else call.reject(outcome.error);
    });
  }

  /** Whether an invocation of `id` is waiting to be settled. */
  isRunning(id: string): boolean {
    return this.callsOf(id).length > 0;
  }

  /** The inputs of every invocation of `id` so far, oldest first. */
  inputsOf(id: string): unknown[] {
    return this.received.get(id) ?? this.received.set(id, []).get(id) as unknown[];
  }

  /** How each invocation of `id` that the test settled ended, oldest first. */
  outcomesOf(id: string): Outcome[] {
    return this.settled.get(id) ?? this.settled.set(id, []).get(id) as Outcome[];
  }

  private callsOf(id: string): Call[] {
    return this.pending.get(id) ?? this.pending.set(id, []).get(id) as Call[];
  }
}
