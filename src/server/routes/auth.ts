import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loggedIn, loginBody, profileBody, profileUpdated, registerAppUserBody, registerBody, registered,
  user, userDeleted,
} from '@/domain/contract/auth';
import { ERROR_CODES, emptyBody, errorBody } from '@/domain/contract/common';
import {
  APP_USER_REGISTRATION_CODE, HUMAN_CHECK_ANSWER, WEATHER_COUNTRIES,
} from '@/domain/constants';
import { geoOf } from '@/server/integrations/cities';
import { ApiError, badRequest, conflict, forbidden, rateLimited } from '@/server/errors';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from '@/server/auth/passwords';
import { createSession, revokeOtherSessions, revokeSession } from '@/server/auth/sessions';
import { clearSessionCookies, setSessionCookies } from '@/server/auth/sessionCookies';
import { deviceCookies } from '@/server/auth/deviceCookie';
import { connectAppUser, findClaimedAppUser } from '@/server/auth/appUserClaims';
import { hit, hitsThisHour } from '@/server/auth/rateLimit';
import { type UserRow, byAccessToken, requireUser, sessionToken, userOf } from '@/server/auth/requestUser';
import {
  deleteUser, findUserByEmail, insertUser, toUser, updateUser,
} from '@/server/repositories/users';
import { brokenUniqueIndex } from '@/server/db/errors';
import { rescheduleDaily } from '@/server/repositories/notificationSettings';
import { SESSION_ONLY, SIGNED_IN } from '@/server/apiSecurity';
import { ERROR_TEXTS } from '@/server/errorTexts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const tags = ['auth'];

const WRONG_CREDENTIALS = /*i18n*/ { id: 'auth.wrongCredentials', message: 'Wrong email or password' };
const INVALID_CLAIM = /*i18n*/ { id: 'auth.invalidClaim', message: 'This link is not valid or has expired. Get a new one from the mobile app.' };
const COMMON_PASSWORD = /*i18n*/ { id: 'auth.commonPassword', message: 'password: this password is too common, please choose another one' };
const WRONG_HUMAN_CHECK = /*i18n*/ { id: 'auth.wrongHumanCheck', message: 'The answer to the human check is not right' };
const EMAIL_TAKEN = /*i18n*/ { id: 'auth.emailTaken', message: 'This email is already registered' };

const invalidCredentials = () => new ApiError(401, ERROR_CODES.invalidCredentials, WRONG_CREDENTIALS);
const invalidClaim = () => new ApiError(401, ERROR_CODES.invalidCredentials, INVALID_CLAIM);

function checkPasswordStrength(password: string) {
  if (isCommonPassword(password)) {
    throw badRequest(COMMON_PASSWORD);
  }
}

/**
 * The stored username: the given one, else the email. A username with '@' reads as an email and
 * usernames are unique, so it must be the registrant's own email: someone else's would make that
 * person's own sign-up (whose username defaults to their email) fail.
 */
function usernameOf({ username, email }: { username?: string; email: string }): string {
  if (username === undefined || username.toLowerCase() === email) return email;
  if (username.includes('@')) throw badRequest(ERROR_TEXTS.usernameAt);
  return username;
}

/**
 * A profile's country must be one the city list covers, and its city one of that country's cities
 * (so the weather row can find it); the city is stored as the list spells it.
 */
function checkPlace(country: string | null, city: string | null): { city?: string } {
  if (country && !(WEATHER_COUNTRIES as readonly string[]).includes(country)) {
    throw badRequest({ ...ERROR_TEXTS.countryUnknown, values: { countries: WEATHER_COUNTRIES.join(', ') } });
  }
  if (!city) return {};
  if (!country) throw badRequest(ERROR_TEXTS.cityNeedsCountry);
  const geo = geoOf(country, city);
  if (!geo) throw badRequest({ ...ERROR_TEXTS.noGeo, values: { city, country } });
  return { city: geo.city };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  const limits = app.config.rateLimits;
  const devices = deviceCookies({ secrets: app.secrets, clock, path: `${app.prefix}/auth` });

  async function limitRegistrations(request: FastifyRequest) {
    if ((await hit(db, clock, `register-ip:${request.ip}`)) > limits.registrationsPerIpPerHour) throw rateLimited();
  }

  app.post('/auth/register', {
    schema: { tags, body: registerBody, response: { 201: registered, ...errors } },
  }, async (request, reply) => {
    await limitRegistrations(request);
    const body = request.body;
    if (body.inviteCode.trim() !== HUMAN_CHECK_ANSWER) {
      throw new ApiError(400, ERROR_CODES.humanCheck, WRONG_HUMAN_CHECK);
    }
    checkPasswordStrength(body.password);
    if (await findUserByEmail(db, body.email)) throw conflict(EMAIL_TAKEN);
    const row = await insertUser(db, clock, {
      firstName: body.firstName,
      lastName: body.lastName,
      username: usernameOf(body),
      email: body.email,
      passwordHash: await hashPassword(body.password),
      timeZone: body.timeZone ?? 'UTC',
      signupOrigin: 'web',
    });
    return reply.status(201).send({ userId: row.id, message: 'User created successfully' });
  });

  /**
   * SPEC's fixed `inviteCode` is public, so the one-time claim of `npm run create-app-user` is what
   * proves the account is the caller's. Unknown username, web account, wrong, used or expired
   * claim, account connected already: one answer for all, so usernames cannot be found out.
   */
  app.post('/auth/registerappuser', {
    schema: { tags, body: registerAppUserBody, response: { 200: registered, ...errors } },
  }, async (request) => {
    await limitRegistrations(request);
    const body = request.body;
    if (body.inviteCode !== APP_USER_REGISTRATION_CODE) throw badRequest(ERROR_TEXTS.inviteCodeWrong);
    checkPasswordStrength(body.password);
    const userId = await findClaimedAppUser(db, clock, body.username, body.claimToken);
    if (!userId) throw invalidClaim();
    if (await findUserByEmail(db, body.email)) throw conflict(EMAIL_TAKEN);
    const login = { email: body.email, passwordHash: await hashPassword(body.password) };
    try {
      if (!(await connectAppUser(db, clock, userId, body.claimToken, login))) throw invalidClaim();
    } catch (error) {
      if (brokenUniqueIndex(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
    return { userId, message: 'Web account connected' };
  });

  app.post('/auth/login', {
    schema: { tags, body: loginBody, response: { 200: loggedIn, ...errors } },
  }, async (request, reply) => {
    const { email, password, rememberMe = false } = request.body;
    if ((await hit(db, clock, `login-ip:${request.ip}`)) > limits.loginsPerIpPerHour) throw rateLimited();
    const account = await findUserByEmail(db, email);
    // Failures count per account and per account and IP. The per-account limit, checked before the
    // password, is for strangers: a browser this account logged in from before (its device cookie)
    // skips it, so nobody can lock the owner out; its own network's failures still stop it.
    const accountKey = `login-fail:${email}`;
    const networkKey = `${accountKey}:${request.ip}`;
    const lockedOut = async (key: string) => (await hitsThisHour(db, clock, key)) >= limits.failedLoginsPerAccountPerHour;
    const knownDevice = account !== undefined && devices.isKnown(request, account.id);
    if ((!knownDevice && await lockedOut(accountKey)) || await lockedOut(networkKey)) throw rateLimited();

    const passwordOk = account?.passwordHash && !account.deletedAt
      ? await verifyPassword(account.passwordHash, password)
      : (await burnPasswordCheck(password), false);
    if (!account || !passwordOk) {
      await hit(db, clock, accountKey);
      await hit(db, clock, networkKey);
      throw invalidCredentials();
    }
    const session = await createSession(db, clock, account.id, rememberMe);
    const maxAge = Math.floor((session.expiresAt.epochMilliseconds - clock().epochMilliseconds) / 1000);
    setSessionCookies(request, reply, session.token, rememberMe ? maxAge : undefined);
    devices.set(request, reply, account.id);
    return { token: session.token, expiresAt: session.expiresAt.toString() };
  });

  app.post('/auth/logout', {
    schema: { tags, response: { 200: emptyBody } },
  }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await revokeSession(db, token);
    clearSessionCookies(reply);
    return {};
  });

  app.get('/auth/me', {
    onRequest: requireUser,
    schema: { tags, security: SIGNED_IN, response: { 200: user, ...errors } },
  }, async (request) => toUser(userOf(request)));

  /**
   * A session alone must not move the account to another email (whoever holds the email holds the
   * account): the current password confirms it, its failures counted per account like logins.
   */
  async function confirmPassword(me: UserRow, currentPassword: string | undefined) {
    if (currentPassword === undefined) throw badRequest(ERROR_TEXTS.currentPasswordNeeded);
    const failuresKey = `password-fail:${me.id}`;
    if ((await hitsThisHour(db, clock, failuresKey)) >= limits.failedLoginsPerAccountPerHour) throw rateLimited();
    if (!me.passwordHash || !(await verifyPassword(me.passwordHash, currentPassword))) {
      await hit(db, clock, failuresKey);
      throw new ApiError(401, ERROR_CODES.invalidCredentials, ERROR_TEXTS.currentPasswordWrong);
    }
  }

  app.put('/auth/profile', {
    onRequest: requireUser,
    schema: { tags, security: SIGNED_IN, body: profileBody, response: { 200: profileUpdated, ...errors } },
  }, async (request) => {
    const me = userOf(request);
    const { email, currentPassword, ...rest } = request.body;
    const place = checkPlace(rest.country === undefined ? me.country : rest.country, rest.city === undefined ? me.city : rest.city);
    if (place.city !== undefined) rest.city = place.city;
    const newEmail = email !== undefined && email !== me.email ? email : undefined;
    if (newEmail) {
      if (byAccessToken(request)) throw forbidden(ERROR_TEXTS.emailNeedsSession);
      await confirmPassword(me, currentPassword);
      const owner = await findUserByEmail(db, newEmail);
      if (owner) throw conflict(EMAIL_TAKEN);
    }
    // A username that is the email moves with it: left behind, it would block that email's sign-up.
    const emailChanges = newEmail ? { email: newEmail, ...(me.username === me.email ? { username: newEmail } : {}) } : {};
    try {
      await db.transaction(async (tx) => {
        await updateUser(tx, me.id, { ...rest, ...emailChanges });
        if (rest.timeZone && rest.timeZone !== me.timeZone) await rescheduleDaily(tx, me.id, rest.timeZone, clock());
        // Whoever else had a session (a thief of one, say) loses it with the old email.
        if (newEmail) await revokeOtherSessions(tx, me.id, sessionToken(request)!);
      });
    } catch (error) {
      if (brokenUniqueIndex(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
    return { userId: me.id, message: 'Profile updated successfully' };
  });

  app.delete('/auth/me', {
    onRequest: requireUser,
    config: { sessionOnly: true },
    schema: { tags, security: SESSION_ONLY, response: { 200: userDeleted, ...errors } },
  }, async (request, reply) => {
    const me = userOf(request);
    await deleteUser(db, me.id);
    clearSessionCookies(reply);
    devices.clear(reply);
    return { userId: me.id };
  });
};
