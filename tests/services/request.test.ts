import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/services/http';
import { setRequestLanguage } from '@/services/language';
import { UNEXPECTED_RESPONSE, UNREACHABLE, request } from '@/services/request';
import { errorMessageOf } from '@/domain/result';
import { i18n } from '@/views/locale';
import { onSessionExpired } from '@/services/sessionExpiry';

const thing = 'personSaved';
const personId = '0b6a3c8e-3f0e-4c9e-9d3a-2f1f1c2b7a10';

const response = (status: number, data: unknown, statusText = ''): AxiosResponse => ({
  status, statusText, data, headers: {}, config: { headers: new AxiosHeaders() },
});

const answer = (status: number, data: unknown, statusText = '') => {
  const reply = response(status, data, statusText);
  if (status < 400) return vi.spyOn(http, 'request').mockResolvedValue(reply);
  return vi.spyOn(http, 'request').mockRejectedValue(
    new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', undefined, undefined, reply),
  );
};

describe('request', () => {
  it('gives the validated body on success', async () => {
    answer(200, { personId, extra: true });
    expect(await request(thing, { url: '/things/a' })).toEqual({ status: 'success', data: { personId } });
  });

  it('passes the call on, with the abort signal', async () => {
    const send = answer(200, { personId });
    const { signal } = new AbortController();
    await request(thing, { method: 'POST', url: '/things', data: { name: 'x' }, signal });
    expect(send).toHaveBeenCalledWith({ method: 'POST', url: '/things', data: { name: 'x' }, signal });
  });

  it('treats a body that breaks the contract as an error', async () => {
    answer(200, { personId: 42 });
    expect(await request(thing, { url: '/things/a' })).toEqual({ status: 'error', errorMessage: i18n._(UNEXPECTED_RESPONSE) });
  });

  it('trusts the answer as it is in a production build, which carries no schemas', async () => {
    vi.stubEnv('PROD', true);
    answer(200, { personId: 42 });
    expect(await request(thing, { url: '/things/a' })).toEqual({ status: 'success', data: { personId: 42 } });
    vi.unstubAllEnvs();
  });

  it("passes the server's errorMessage through", async () => {
    answer(409, { errorCode: 'CONFLICT', errorMessage: 'This email is already registered' });
    expect(await request(thing, { url: '/x' })).toEqual({ status: 'error', errorMessage: 'This email is already registered', errorCode: 'CONFLICT' });
  });

  it('is unauthorized only for 401 INVALID_TOKEN, and reports the session gone', async () => {
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    answer(401, { errorCode: 'INVALID_TOKEN', errorMessage: 'Please log in' });
    expect(await request(thing, { url: '/x' })).toEqual({ status: 'unauthorized' });
    unsubscribe();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('is an error for a failed login, which is also a 401, and leaves the session alone', async () => {
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    answer(401, { errorCode: 'INVALID_CREDENTIALS', errorMessage: 'Wrong email or password' });
    expect(await request(thing, { url: '/x' })).toEqual({ status: 'error', errorMessage: 'Wrong email or password', errorCode: 'INVALID_CREDENTIALS' });
    unsubscribe();
    expect(expired).not.toHaveBeenCalled();
  });

  it('names the status when the error is not our envelope (e.g. a proxy page)', async () => {
    answer(502, '<html>Bad Gateway</html>', 'Bad Gateway');
    expect(await request(thing, { url: '/x' })).toEqual({ status: 'error', errorMessage: '502 Bad Gateway' });
  });

  it('says when the server cannot be reached', async () => {
    vi.spyOn(http, 'request').mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(await request(thing, { url: '/x' })).toEqual({ status: 'error', errorMessage: i18n._(UNREACHABLE), unreachable: true });
  });

  it('never settles once aborted, so no late answer reaches a restarted actor', async () => {
    vi.spyOn(http, 'request').mockRejectedValue(new CanceledError());
    const outcome = await Promise.race([
      request(thing, { url: '/x' }).then(() => 'settled', () => 'settled'),
      new Promise((resolve) => setTimeout(resolve, 20, 'pending')),
    ]);
    expect(outcome).toBe('pending');
  });
});

describe('errorMessageOf', () => {
  it('gives the error message, or asks to log in again when unauthorized', () => {
    expect(errorMessageOf({ status: 'error', errorMessage: 'Nope' })).toBe('Nope');
    expect(errorMessageOf({ status: 'unauthorized' })).toBe('Your session has ended, please log in again');
  });
});

describe('the http client', () => {
  it('talks JSON to /api/v1 on our own origin', () => {
    expect(http.defaults.baseURL).toBe('/api/v1');
    expect(http.defaults.withCredentials).toBeFalsy();
    expect(http.interceptors.response).toMatchObject({ handlers: [] });
  });

  it("names the app's language in Accept-Language, so the server answers in it", async () => {
    // An adapter in place of the network, which answers with the header the request carried.
    const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> =>
      ({ ...response(200, config.headers.get('Accept-Language')), config });
    setRequestLanguage('de');
    expect((await http.get('/x', { adapter })).data).toBe('de');
    setRequestLanguage('en');
    expect((await http.get('/x', { adapter })).data).toBe('en');
  });
});
