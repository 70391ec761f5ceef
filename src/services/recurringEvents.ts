import type { CreateRecurringEventBody, RecurringEventUpdate } from '@/domain/contract/recurringEvents';
import { type CallOptions, request } from '@/services/request';

const path = (recurringEventId: string) => `/recurringevents/${encodeURIComponent(recurringEventId)}`;

/** A user's yearly event, or a public holiday (`holiday-…` ids). */
export const fetchRecurringEvent = (recurringEventId: string, { signal }: CallOptions = {}) =>
  request('recurringEvent', { method: 'GET', url: path(recurringEventId), signal });

export const createRecurringEvent = (body: CreateRecurringEventBody, { signal }: CallOptions = {}) =>
  request('recurringEventSaved', { method: 'POST', url: '/recurringevents', data: body, signal });

export const updateRecurringEvent = ({ recurringEventId, body }: RecurringEventUpdate, { signal }: CallOptions = {}) =>
  request('recurringEventSaved', { method: 'PUT', url: path(recurringEventId), data: body, signal });

export const deleteRecurringEvent = (recurringEventId: string, { signal }: CallOptions = {}) =>
  request('recurringEventSaved', { method: 'DELETE', url: path(recurringEventId), signal });
