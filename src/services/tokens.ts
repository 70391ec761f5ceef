import { Temporal } from 'temporal-polyfill';
import { type TokenDraft, tokenBody } from '@/domain/tokens';
import { type CallOptions, request } from '@/services/request';

/** The account's personal access tokens, newest first; never their secrets. */
export const fetchTokens = ({ signal }: CallOptions = {}) =>
  request('accessTokens', { method: 'GET', url: '/tokens', signal });

/** Creates a token; the answer carries its secret, this once. */
export const createToken = (draft: TokenDraft, { signal }: CallOptions = {}) =>
  request('tokenCreated', { method: 'POST', url: '/tokens', data: tokenBody(draft, Temporal.Now.instant()), signal });

export const revokeToken = (tokenId: string, { signal }: CallOptions = {}) =>
  request('tokenRevoked', { method: 'DELETE', url: `/tokens/${encodeURIComponent(tokenId)}`, signal });
