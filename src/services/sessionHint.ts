import { SIGNED_IN_HINT_COOKIE_NAME } from '@/domain/constants';

/** Whether the browser holds the server's signed-in hint cookie: only then may a session exist. */
export const hasSessionHint = () =>
  document.cookie.split(';').some((cookie) => cookie.trim() === `${SIGNED_IN_HINT_COOKIE_NAME}=1`);
