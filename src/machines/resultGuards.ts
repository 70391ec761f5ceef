import type { Result } from '@/domain/result';

/**
 * Guards on a service call's Result, for the `onDone` of an invoke:
 * `{ guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) }, … }`.
 */
export interface Outcome {
  result: Result<unknown>;
}

export const isSuccess = (_: unknown, { result }: Outcome) => result.status === 'success';
export const isUnauthorized = (_: unknown, { result }: Outcome) => result.status === 'unauthorized';
export const isError = (_: unknown, { result }: Outcome) => result.status === 'error';
/** No answer came at all: the browser is offline or the server cannot be reached. */
export const isUnreachable = (_: unknown, { result }: Outcome) => result.status === 'error' && result.unreachable === true;
