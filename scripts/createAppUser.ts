/** `npm run create-app-user -- <username>`: an account as the mobile app makes it, without email or password. */
import { argument, CliError, withDatabase } from './cli';
import { insertUser } from '@/server/repositories/users';
import { systemClock } from '@/server/clock';
import { username as usernameSchema } from '@/domain/contract/auth';
import { ApiError } from '@/server/errors';

const parsed = usernameSchema.safeParse(argument('npm run create-app-user -- <username>'));

await withDatabase(async ({ db }) => {
  if (!parsed.success) throw new CliError(`Invalid username: ${parsed.error.issues[0]?.message}`);
  const username = parsed.data;
  const user = await insertUser(db, systemClock, {
    firstName: username, lastName: '', username, email: null, passwordHash: null, timeZone: 'UTC', signupOrigin: 'app',
  }).catch((error: unknown) => {
    throw error instanceof ApiError ? new CliError(error.message) : error;
  });
  return `Created app user ${username} (${user.id}); it connects a web login at /appuserregister/${encodeURIComponent(username)}`;
});
