import type { AppUserForm, LoginBody, RegisterAppUserBody, RegisterBody, RegisterForm } from '@/domain/contract/auth';
import { APP_USER_REGISTRATION_CODE } from '@/domain/constants';
import { type CallOptions, request } from '@/services/request';


export const fetchCurrentUser = ({ signal }: CallOptions = {}) =>
  request('user', { method: 'GET', url: '/auth/me', signal });

/** On success the server has set the session cookie (persistent only with `rememberMe`). */
export const logIn = (body: LoginBody, { signal }: CallOptions = {}) =>
  request('loggedIn', { method: 'POST', url: '/auth/login', data: body, signal });

/** Revokes the session; the server clears the cookie. */
export const logOut = ({ signal }: CallOptions = {}) =>
  request('loggedOut', { method: 'POST', url: '/auth/logout', signal });

/** Registers with the browser's time zone, which the server uses for the user's "today". */
export const register = (form: RegisterForm, { signal }: CallOptions = {}) =>
  request('registered', {
    method: 'POST',
    url: '/auth/register',
    data: { ...form, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } satisfies RegisterBody,
    signal,
  });

/** Gives an account made in the mobile app an email and password for the web. */
export const registerAppUser = (form: AppUserForm, { signal }: CallOptions = {}) =>
  request('registered', {
    method: 'POST',
    url: '/auth/registerappuser',
    data: { ...form, inviteCode: APP_USER_REGISTRATION_CODE } satisfies RegisterAppUserBody,
    signal,
  });

/** Deletes the account and everything it owns; the server ends the session and clears the cookie. */
export const deleteAccount = ({ signal }: CallOptions = {}) =>
  request('userDeleted', { method: 'DELETE', url: '/auth/me', signal });
