import { type CallOptions, request } from '@/services/request';

const urlOf = (token: string) => `/notifications/unsubscribe/${encodeURIComponent(token)}`;

/** What an email's unsubscribe link stops, and whether it is stopped already; asking changes nothing. */
export const fetchUnsubscribeState = (token: string, { signal }: CallOptions = {}) =>
  request('unsubscribeState', { method: 'GET', url: urlOf(token), signal });

/** Stops what the link names, without a login: the token is the authority. */
export const unsubscribe = (token: string, { signal }: CallOptions = {}) =>
  request('unsubscribeState', { method: 'POST', url: urlOf(token), data: {}, signal });
