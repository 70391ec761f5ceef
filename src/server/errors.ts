import type { MessageDescriptor } from '@lingui/core';
import { ERROR_CODES } from '@/domain/contract/common';
import type { Locale } from '@/domain/locales';
import { textsIn } from '@/server/i18n';
import { ERROR_TEXTS } from '@/server/errorTexts';

type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * An error's words: a descriptor (src/server/i18n.ts) is answered in the request's language; a plain
 * string is an English text nobody has marked for translation yet.
 */
export type ErrorText = string | MessageDescriptor;

/** An expected failure: the error handler answers it with its status and the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    readonly text: ErrorText,
  ) {
    super(typeof text === 'string' ? text : textsIn('en')(text));
  }

  /** The message in `locale`, for the error envelope. */
  messageIn(locale: Locale): string {
    return typeof this.text === 'string' ? this.text : textsIn(locale)(this.text);
  }
}

const TOO_MANY = /*i18n*/ { id: 'error.rateLimited', message: 'Too many attempts, please try again later' };
const SESSION_ENDED = /*i18n*/ { id: 'error.invalidToken', message: 'Invalid or expired session, please log in' };
/** What a 500 says: the detail is only in the log. */
export const INTERNAL_ERROR = /*i18n*/ { id: 'error.internal', message: 'Something went wrong on our side' };

export const notFound = (what: ErrorText = ERROR_TEXTS.resourceNotFound) =>
  new ApiError(404, ERROR_CODES.notFound, typeof what === 'string' ? `${what} not found` : what);
export const conflict = (message: ErrorText) => new ApiError(409, ERROR_CODES.conflict, message);
export const forbidden = (message: ErrorText = 'Forbidden') => new ApiError(403, ERROR_CODES.forbidden, message);
export const badRequest = (message: ErrorText) => new ApiError(400, ERROR_CODES.validation, message);
export const invalidToken = () => new ApiError(401, ERROR_CODES.invalidToken, SESSION_ENDED);
export const rateLimited = () => new ApiError(429, ERROR_CODES.rateLimited, TOO_MANY);
export const upstreamFailed = (message: ErrorText) => new ApiError(502, ERROR_CODES.upstream, message);
