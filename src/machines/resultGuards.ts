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
