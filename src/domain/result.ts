/**
 * What every service call resolves to; `unauthorized` only for 401 INVALID_TOKEN. An error the
 * server answered carries its `errorCode` (decisions go by it: its message is in the user's
 * language); `unreachable` marks an error where no answer came at all (offline, or the server is down).
 */
export type Result<T> =
  | { status: 'success'; data: T }
  | { status: 'error'; errorMessage: string; errorCode?: string; unreachable?: true }
  | { status: 'unauthorized' };

/** Still English: machines ask for it, and the domain has no translations (README "Translating"). */
export const SESSION_EXPIRED_MESSAGE = 'Your session has ended, please log in again';

/** The message to show for a Result that is not a success. */
export const errorMessageOf = (result: Result<unknown>): string =>
  result.status === 'error' ? result.errorMessage : SESSION_EXPIRED_MESSAGE;

/** The message to show for something thrown where a Result was expected. */
export const messageOfThrown = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
