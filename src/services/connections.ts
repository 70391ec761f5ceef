import type { CreateConnectionBody } from '@/domain/contract/userConnections';
import { type CallOptions, request } from '@/services/request';

/** Only the owner's id and name; lookups are rate-limited by the server. */
export const lookUpInviteCode = (code: string, { signal }: CallOptions = {}) =>
  request('inviteCodeUser', { method: 'GET', url: `/users/byinvitecode/${encodeURIComponent(code.trim())}`, signal });

export const connectUser = (body: CreateConnectionBody, { signal }: CallOptions = {}) =>
  request('connectionSaved', { method: 'POST', url: '/userconnections', data: body, signal });

export const fetchConnections = ({ signal }: CallOptions = {}) =>
  request('userConnections', { method: 'GET', url: '/userconnections', signal });

export const fetchConnection = (userConnectionId: string, { signal }: CallOptions = {}) =>
  request('userConnectionDetail', { method: 'GET', url: `/userconnections/${encodeURIComponent(userConnectionId)}`, signal });

/** Ends the connection for both sides. */
export const disconnectUser = (userConnectionId: string, { signal }: CallOptions = {}) =>
  request('connectionSaved', { method: 'DELETE', url: `/userconnections/${encodeURIComponent(userConnectionId)}`, signal });
