import type { CreateIgnoreRuleBody, CreateIntegrationBody, Integration, IntegrationUpdate } from '@/domain/contract/integrations';
import { type CallOptions, request } from '@/services/request';

const path = (integrationId: string) => `/integrations/${encodeURIComponent(integrationId)}`;

export const fetchIntegrationOptions = ({ signal }: CallOptions = {}) =>
  request('integrationOptions', { method: 'GET', url: '/integrations/options', signal });

export const fetchIntegrations = ({ signal }: CallOptions = {}) =>
  request('integrations', { method: 'GET', url: '/integrations', signal });

export const fetchIntegration = (integrationId: string, { signal }: CallOptions = {}) =>
  request('integration', { method: 'GET', url: path(integrationId), signal });

export const createIntegration = (body: CreateIntegrationBody, { signal }: CallOptions = {}) =>
  request('integrationSaved', { method: 'POST', url: '/integrations', data: body, signal });

/** Chooses the calendar whose events join the user's calendar. */
export const updateIntegration = ({ integrationId, body }: IntegrationUpdate, { signal }: CallOptions = {}) =>
  request('integrationSaved', { method: 'PUT', url: path(integrationId), data: body, signal });

/** Disconnects: the server revokes the grant at the provider and forgets the tokens. */
export const deleteIntegration = (integrationId: string, { signal }: CallOptions = {}) =>
  request('integrationSaved', { method: 'DELETE', url: path(integrationId), signal });

export const fetchCalendars = (integrationId: string, { signal }: CallOptions = {}) =>
  request('externalCalendars', { method: 'GET', url: `${path(integrationId)}/calendars`, signal });

export const fetchExternalEvent = (externalEventId: string, { signal }: CallOptions = {}) =>
  request('externalEventDetail', {
    method: 'GET', url: `/integrations/externalcalendarevents/${encodeURIComponent(externalEventId)}`, signal,
  });

export const fetchIgnoreRules = ({ signal }: CallOptions = {}) =>
  request('ignoreRules', { method: 'GET', url: '/integrations/ignorerules', signal });

export const createIgnoreRule = (body: CreateIgnoreRuleBody, { signal }: CallOptions = {}) =>
  request('ignoreRuleSaved', { method: 'POST', url: '/integrations/ignorerules', data: body, signal });

export const deleteIgnoreRule = (ruleId: string, { signal }: CallOptions = {}) =>
  request('ignoreRuleSaved', { method: 'DELETE', url: `/integrations/ignorerules/${encodeURIComponent(ruleId)}`, signal });

/** The user's own subscribable feed of fun plans and birthdays. */
export const fetchIcalFeed = ({ signal }: CallOptions = {}) =>
  request('icalFeed', { method: 'GET', url: '/icalfeed', signal });

/** A new secret address; the old one stops working. */
export const regenerateIcalFeed = ({ signal }: CallOptions = {}) =>
  request('icalFeed', { method: 'POST', url: '/icalfeed/regenerate', signal });

/** Where the browser goes to give consent at Google; the server brings it back to the integration's page. */
export function googleConnectUrl({ integrationId, integrationStatus }: Pick<Integration, 'integrationId' | 'integrationStatus'>): string {
  const query = new URLSearchParams({ integrationId });
  if (integrationStatus !== 'VERIFIED') query.set('isFirstTime', 'true');
  return `/oauth/connect/googlecalendar?${query}`;
}
