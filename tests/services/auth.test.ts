import { AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { APP_USER_REGISTRATION_CODE } from '@/domain/constants';
import { fetchCurrentUser, logIn, logOut, register, registerAppUser } from '@/services/auth';
import { http } from '@/services/http';
import { ADA, LOGGED_IN } from '../views/support/fixtures';

const replyWith = (data: unknown) => vi.spyOn(http, 'request').mockResolvedValue({
  status: 200, statusText: 'OK', data, headers: {}, config: { headers: new AxiosHeaders() },
});

describe('auth service', () => {
  it('loads the current user', async () => {
    const send = replyWith(ADA);
    expect(await fetchCurrentUser()).toEqual({ status: 'success', data: ADA });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: '/auth/me' }));
  });

  it('logs in with remember me', async () => {
    const send = replyWith(LOGGED_IN);
    const body = { email: 'ada@example.com', password: 'secret words', rememberMe: true };
    expect(await logIn(body)).toEqual({ status: 'success', data: LOGGED_IN });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: '/auth/login', data: body }));
  });

  it('logs out', async () => {
    const send = replyWith({});
    expect(await logOut()).toEqual({ status: 'success', data: {} });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: '/auth/logout' }));
  });

  it("registers with the browser's time zone", async () => {
    const send = replyWith({ userId: ADA.userId, message: 'User created successfully' });
    const form = { inviteCode: '16', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'secret words' };
    await register(form);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({
      method: 'POST',
      url: '/auth/register',
      data: { ...form, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    }));
  });

  it('registers an app user with the fixed app registration code and the claim of its link', async () => {
    const send = replyWith({ userId: ADA.userId, message: 'Web account connected' });
    const form = { username: 'ada_app', email: 'ada@example.com', password: 'secret words', claimToken: 'one-time-secret' };
    await registerAppUser(form);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({
      url: '/auth/registerappuser',
      data: { ...form, inviteCode: APP_USER_REGISTRATION_CODE },
    }));
  });
});
