import axios, { type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { ERROR_CODES, errorBody } from '@/domain/contract/common';
import { http } from '@/services/http';
import { notifySessionExpired } from '@/services/sessionExpiry';
import { type Result, UNEXPECTED_RESPONSE_MESSAGE, UNREACHABLE_MESSAGE } from '@/domain/result';

export interface CallOptions {
  /** Aborts the request, e.g. when the machine that invoked it leaves its state. */
  signal?: AbortSignal;
}

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
