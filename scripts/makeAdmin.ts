/** `npm run make-admin -- <email>`: admin rights are granted here, never through the API. */
import { argument, CliError, withDatabase } from './cli';
import { findUserByEmail, updateUser } from '@/server/repositories/users';

const email = argument('npm run make-admin -- <email>').trim().toLowerCase();

await withDatabase(async ({ db }) => {
  const user = await findUserByEmail(db, email);
  if (!user) throw new CliError(`No user with the email ${email}`);
  await updateUser(db, user.id, { rights: 'ADMIN' });
  return `${email} is now an admin`;
});
