import { type I18n, i18n as currentI18n } from '@lingui/core';

/**
 * What every service call resolves to; `unauthorized` only for 401 INVALID_TOKEN. An error the
 * server answered carries its `errorCode` (decisions go by it: its message is in the user's
 * language); `unreachable` marks an error where no answer came at all (offline, or the server is down).
 */
export type Result<T> =
  | { status: 'success'; data: T }
  | { status: 'error'; errorMessage: string; errorCode?: string; unreachable?: true }
  | { status: 'unauthorized' };

export const SESSION_EXPIRED = /*i18n*/ { id: 'session.expired', message: 'Your session has ended, please log in again' };

/**
 * The message to show for a Result that is not a success: the server's, in the language the app
 * asked in, or that the session has ended, in `translator`'s (by default the app's).
 */
export const errorMessageOf = (result: Result<unknown>, translator: I18n = currentI18n): string =>
  result.status === 'error' ? result.errorMessage : translator._(SESSION_EXPIRED);

/** The message to show for something thrown where a Result was expected. */
export const messageOfThrown = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
