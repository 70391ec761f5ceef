import { ERROR_CODES } from '@/domain/contract/common';

type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** An expected failure: the error handler answers it with its status and the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, ERROR_CODES.notFound, `${what} not found`);
export const conflict = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, ERROR_CODES.forbidden, message);
export const badRequest = (message: string) => new ApiError(400, ERROR_CODES.validation, message);
export const invalidToken = () => new ApiError(401, ERROR_CODES.invalidToken, 'Invalid or expired session, please log in');
export const rateLimited = () => new ApiError(429, ERROR_CODES.rateLimited, 'Too many attempts, please try again later');
export const upstreamFailed = (message: string) => new ApiError(502, ERROR_CODES.upstream, message);
