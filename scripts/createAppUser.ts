/**
 * `npm run create-app-user -- <username>`: an account as the mobile app makes it, without email or
 * password, and the one-time link that gives it a web login. Run again for an app user without a
 * web login yet, it makes a new link (the old one stops working), so an expired link can be renewed.
 */
import { argument, CliError, withDatabase } from './cli';
import { findUserByUsername, insertUser } from '@/server/repositories/users';
import { APP_USER_CLAIM_DAYS, issueAppUserClaim } from '@/server/auth/appUserClaims';
import { systemClock } from '@/server/clock';
import { configFromEnv } from '@/server/config';
import { username as usernameSchema } from '@/domain/contract/auth';
import { ApiError } from '@/server/errors';

/** Not the username: a first name shows on share pages. The user changes it on /profile/edit. */
const APP_USER_FIRST_NAME = 'Friend';

const parsed = usernameSchema.safeParse(argument('npm run create-app-user -- <username>'));

await withDatabase(async ({ db }) => {
  if (!parsed.success) throw new CliError(`Invalid username: ${parsed.error.issues[0]?.message}`);
  const username = parsed.data;
  const existing = await findUserByUsername(db, username);
  if (existing && (existing.signupOrigin !== 'app' || existing.deletedAt)) throw new CliError('This username is taken');
  if (existing?.email) throw new CliError(`App user ${username} has a web login already`);
  const user = existing ?? await insertUser(db, systemClock, {
    firstName: APP_USER_FIRST_NAME, lastName: '', username, email: null, passwordHash: null, timeZone: 'UTC', signupOrigin: 'app',
  }).catch((error: unknown) => {
    throw error instanceof ApiError ? new CliError(error.message) : error;
  });
  const claim = await issueAppUserClaim(db, systemClock, user.id);
  const { publicUrl, port } = configFromEnv();
  return [
    existing
      ? `New web login link for app user ${username} (${user.id}); the previous link no longer works.`
      : `Created app user ${username} (${user.id}).`,
    `Its web login link, usable once within ${APP_USER_CLAIM_DAYS} days:`,
    `${publicUrl ?? `http://localhost:${port}`}/appuserregister/${encodeURIComponent(username)}?claim=${claim}`,
  ].join('\n');
});
