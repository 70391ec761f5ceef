/** The `errorCode` of the error envelope every failure answers with. */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  humanCheck: 'INVALID_HUMAN_CHECK',
  invalidToken: 'INVALID_TOKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  upstream: 'UPSTREAM_FAILED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
