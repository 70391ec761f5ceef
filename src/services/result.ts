import axios, { type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { ERROR_CODES, errorBody } from '@/domain/contract/common';
import { http } from '@/services/http';
import { notifySessionExpired } from '@/services/sessionExpiry';

/** What every service call resolves to; `unauthorized` only for 401 INVALID_TOKEN. */
export type Result<T> =
  | { status: 'success'; data: T }
  | { status: 'error'; errorMessage: string }
  | { status: 'unauthorized' };

export interface CallOptions {
  /** Aborts the request, e.g. when the machine that invoked it leaves its state. */
  signal?: AbortSignal;
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended, please log in again';
export const UNREACHABLE_MESSAGE = 'The server could not be reached, please check your connection';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response';

/**
 * Sends one request and maps the outcome to a Result, validating a success body with `schema`.
 * An aborted call never settles: whoever asked has stopped listening, and a late answer must not
 * reach an actor that React restarted meanwhile (as StrictMode and remounts do).
 */
export async function request<T>(schema: z.ZodType<T>, config: AxiosRequestConfig): Promise<Result<T>> {
  let body: unknown;
  try {
    body = (await http.request(config)).data;
  } catch (error) {
    if (axios.isCancel(error)) return new Promise<never>(() => {});
    const failure = failureOf(error);
    if (failure.status === 'unauthorized') notifySessionExpired();
    return failure;
  }
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { status: 'success', data: parsed.data }
    : { status: 'error', errorMessage: UNEXPECTED_RESPONSE_MESSAGE };
}

function failureOf(error: unknown): Result<never> {
  if (!axios.isAxiosError(error) || !error.response) {
    return { status: 'error', errorMessage: UNREACHABLE_MESSAGE };
  }
  const { status, statusText, data } = error.response;
  const envelope = errorBody.safeParse(data);
  if (!envelope.success) {
    return { status: 'error', errorMessage: `${status} ${statusText}`.trim() };
  }
  if (status === 401 && envelope.data.errorCode === ERROR_CODES.invalidToken) {
    return { status: 'unauthorized' };
  }
  return { status: 'error', errorMessage: envelope.data.errorMessage };
}

/** The message to show for a Result that is not a success. */
export const errorMessageOf = (result: Result<unknown>): string =>
  result.status === 'error' ? result.errorMessage : SESSION_EXPIRED_MESSAGE;

/** The message to show for something thrown where a Result was expected. */
export const messageOfThrown = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
