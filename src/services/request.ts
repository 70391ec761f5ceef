import axios, { type AxiosRequestConfig } from 'axios';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorBody } from '@/domain/contract/common';
import { ERROR_CODES } from '@/domain/errorCodes';
import { http } from '@/services/http';
import type { ResponseName, ResponseOf } from '@/services/responses';
import { notifySessionExpired } from '@/services/sessionExpiry';
import type { Result } from '@/domain/result';

/** The failures no server put into words, said in the app's language when they happen. */
export const UNREACHABLE = msg`The server could not be reached, please check your connection`;
export const UNEXPECTED_RESPONSE = msg`The server sent an unexpected response`;

export interface CallOptions {
  /** Aborts the request, e.g. when the machine that invoked it leaves its state. */
  signal?: AbortSignal;
}

/**
 * Sends one request and maps the outcome to a Result whose data is the answer named `response` in
 * src/services/responses.ts. An aborted call never settles: whoever asked has stopped listening, and a
 * late answer must not reach an actor that React restarted meanwhile (as StrictMode and remounts do).
 */
export async function request<Name extends ResponseName>(response: Name, config: AxiosRequestConfig): Promise<Result<ResponseOf<Name>>> {
  let body: unknown;
  try {
    body = (await http.request(config)).data;
  } catch (error) {
    if (axios.isCancel(error)) return new Promise<never>(() => {});
    const failure = failureOf(error);
    if (failure.status === 'unauthorized') notifySessionExpired();
    return failure;
  }
  return checked(response, body);
}

/**
 * Development and test builds check each answer against the contract; a production build trusts its
 * own server (see responses.ts), and the dead branch takes the schemas out of the bundle.
 */
async function checked<Name extends ResponseName>(response: Name, body: unknown): Promise<Result<ResponseOf<Name>>> {
  if (import.meta.env.PROD) return { status: 'success', data: body as ResponseOf<Name> };
  const { responses } = await import('@/services/responses');
  const parsed = responses[response].safeParse(body);
  return parsed.success
    ? { status: 'success', data: parsed.data as ResponseOf<Name> }
    : { status: 'error', errorMessage: i18n._(UNEXPECTED_RESPONSE) };
}

const isErrorBody = (data: unknown): data is ErrorBody =>
  typeof data === 'object' && data !== null
  && typeof (data as ErrorBody).errorCode === 'string' && typeof (data as ErrorBody).errorMessage === 'string';

function failureOf(error: unknown): Result<never> {
  if (!axios.isAxiosError(error) || !error.response) {
    return { status: 'error', errorMessage: i18n._(UNREACHABLE), unreachable: true };
  }
  const { status, statusText, data } = error.response;
  if (!isErrorBody(data)) {
    return { status: 'error', errorMessage: `${status} ${statusText}`.trim() };
  }
  if (status === 401 && data.errorCode === ERROR_CODES.invalidToken) {
    return { status: 'unauthorized' };
  }
  return { status: 'error', errorMessage: data.errorMessage, errorCode: data.errorCode };
}
