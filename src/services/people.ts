import type { CreatePersonBody, PersonUpdate } from '@/domain/contract/people';
import { type CallOptions, request } from '@/services/request';

/** The whole network in one request; the server computes every last-seen and next date. */
export const fetchPeople = ({ signal }: CallOptions = {}) =>
  request('people', { method: 'GET', url: '/people', signal });

export const fetchPersonDetail = (personId: string, { signal }: CallOptions = {}) =>
  request('personDetail', { method: 'GET', url: `/people/${encodeURIComponent(personId)}`, signal });

export const createPerson = (body: CreatePersonBody, { signal }: CallOptions = {}) =>
  request('personSaved', { method: 'POST', url: '/people', data: body, signal });

export const updatePerson = ({ personId, body }: PersonUpdate, { signal }: CallOptions = {}) =>
  request('personSaved', { method: 'PUT', url: `/people/${encodeURIComponent(personId)}`, data: body, signal });

/** Also removes the person's events, recurring events and plans. */
export const deletePerson = (personId: string, { signal }: CallOptions = {}) =>
  request('personSaved', { method: 'DELETE', url: `/people/${encodeURIComponent(personId)}`, signal });
