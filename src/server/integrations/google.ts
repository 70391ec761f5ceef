import * as oauth from 'oauth4webapi';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import type { ExternalCalendar } from '@/domain/contract/integrations';
import type { GoogleConfig } from '@/server/config';
import { PROVIDER_TIMEOUT_MS } from '@/server/integrations/feedFetch';
import type { ProviderEvent } from '@/server/integrations/providerEvents';

/** Read-only access to the user's calendars is all the app asks for. */
export const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/calendar.readonly';
/** Pages of events read for one window, at most (250 events a page). */
const MAX_PAGES = 10;

/** Google no longer honours the grant (revoked, expired): the user has to connect again. */
export class GrantRevokedError extends Error {}
/** The access token was refused (401): refresh it and try once more. */
export class AccessTokenRefusedError extends Error {}

export interface GoogleTokens {
  accessToken: string;
  refreshToken: string | undefined;
  expiresAt: Temporal.Instant | undefined;
}

export const isGoogleConfigured = (config: GoogleConfig) => Boolean(config.clientId && config.clientSecret);

const requestOptions = (url: string) => ({
  signal: () => AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  // The tests' fake Google listens on plain http on loopback.
  [oauth.allowInsecureRequests]: url.startsWith('http:'),
});

/** The OAuth 2.0 client for Google's authorization server, endpoints taken from the configuration. */
export function googleOAuth(config: GoogleConfig) {
  const as: oauth.AuthorizationServer = {
    issuer: new URL(config.authUrl).origin,
    authorization_endpoint: config.authUrl,
    token_endpoint: config.tokenUrl,
    revocation_endpoint: config.revokeUrl,
  };
  const client: oauth.Client = { client_id: config.clientId ?? '' };
  // Made when used: a server without Google credentials still starts.
  const clientAuth: oauth.ClientAuth = (...args) => oauth.ClientSecretPost(config.clientSecret ?? '')(...args);
  const tokensOf = (result: oauth.TokenEndpointResponse, now: Temporal.Instant): GoogleTokens => ({
    accessToken: result.access_token,
    refreshToken: result.refresh_token,
    expiresAt: result.expires_in === undefined ? undefined : now.add({ seconds: result.expires_in }),
  });

  return {
    async authorizationUrl(redirectUri: string, state: string, codeVerifier: string): Promise<string> {
      const url = new URL(config.authUrl);
      url.search = new URLSearchParams({
        client_id: client.client_id,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_SCOPE,
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        access_type: 'offline',
        prompt: 'consent',
      }).toString();
      return url.toString();
    },

    /** Checks the callback's state and exchanges its code (PKCE verifier and client secret along). */
    async exchangeCode(callback: URLSearchParams, expectedState: string, redirectUri: string, codeVerifier: string, now: Temporal.Instant) {
      const parameters = oauth.validateAuthResponse(as, client, callback, expectedState);
      const response = await oauth.authorizationCodeGrantRequest(as, client, clientAuth, parameters, redirectUri, codeVerifier, requestOptions(config.tokenUrl));
      return tokensOf(await oauth.processAuthorizationCodeResponse(as, client, response), now);
    },

    async refresh(refreshToken: string, now: Temporal.Instant): Promise<GoogleTokens> {
      try {
        const response = await oauth.refreshTokenGrantRequest(as, client, clientAuth, refreshToken, requestOptions(config.tokenUrl));
        return tokensOf(await oauth.processRefreshTokenResponse(as, client, response), now);
      } catch (error) {
        if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant') throw new GrantRevokedError('Google revoked the grant');
        throw error;
      }
    },

    async revoke(token: string): Promise<void> {
      const response = await oauth.revocationRequest(as, client, clientAuth, token, requestOptions(config.revokeUrl));
      await oauth.processRevocationResponse(response);
    },
  };
}

const googleTime = z.object({ date: z.string().optional(), dateTime: z.string().optional() });
const googleEvent = z.object({
  id: z.string(),
  status: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  transparency: z.string().optional(),
  start: googleTime,
  end: googleTime.optional(),
});
const googleEvents = z.object({ items: z.array(googleEvent).default([]), nextPageToken: z.string().optional() });
const googleCalendars = z.object({
  items: z.array(z.object({
    id: z.string(), summary: z.string().optional(), description: z.string().optional(), backgroundColor: z.string().optional(),
  })).default([]),
});

/** Google's answer, or undefined when the thing asked for does not exist (404, 410). */
async function callGoogle(url: URL, accessToken: string): Promise<Response | undefined> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (response.status === 404 || response.status === 410) return undefined;
  if (response.status === 401) throw new AccessTokenRefusedError('Google refused the access token');
  if (!response.ok) throw new Error(`Google Calendar answered ${response.status}`);
  return response;
}

async function getJson<T extends z.ZodType>(url: URL, accessToken: string, schema: T): Promise<z.infer<T>> {
  const response = await callGoogle(url, accessToken);
  if (!response) throw new Error('Google Calendar has no such calendar');
  return schema.parse(await response.json());
}

const timeOf = (time: z.infer<typeof googleTime>) => (time.date
  ? { date: time.date }
  : { dateTime: Temporal.Instant.from(time.dateTime ?? '').toString() });

function toProviderEvent(item: z.infer<typeof googleEvent>): ProviderEvent {
  return {
    id: item.id,
    summary: item.summary || '(no title)',
    description: item.description || null,
    start: timeOf(item.start),
    end: item.end ? timeOf(item.end) : null,
    transparent: item.transparency === 'transparent',
  };
}

/** Calendar v3 reads with the user's access token. */
export function googleCalendarApi(config: GoogleConfig) {
  const api = (path: string) => new URL(`${config.calendarApiUrl.replace(/\/+$/, '')}/${path}`);

  return {
    async calendars(accessToken: string): Promise<ExternalCalendar[]> {
      const body = await getJson(api('users/me/calendarList'), accessToken, googleCalendars);
      return body.items.map((item) => ({
        id: item.id, summary: item.summary ?? item.id, description: item.description ?? null, backgroundColor: item.backgroundColor ?? null,
      }));
    },

    /** Every occurrence (recurring events expanded by Google) that overlaps [from, to), all pages. */
    async events(accessToken: string, calendarId: string, from: Temporal.Instant, to: Temporal.Instant): Promise<ProviderEvent[]> {
      const found: ProviderEvent[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const url = api(`calendars/${encodeURIComponent(calendarId)}/events`);
        url.search = new URLSearchParams({
          timeMin: from.toString(), timeMax: to.toString(), singleEvents: 'true', orderBy: 'startTime', maxResults: '250',
          ...(pageToken ? { pageToken } : {}),
        }).toString();
        const body = await getJson(url, accessToken, googleEvents);
        found.push(...body.items.filter((item) => item.status !== 'cancelled').map(toProviderEvent));
        pageToken = body.nextPageToken;
        if (!pageToken) break;
      }
      return found;
    },

    /** One event, or undefined when the calendar has no such event (or it was cancelled). */
    async event(accessToken: string, calendarId: string, eventId: string): Promise<ProviderEvent | undefined> {
      const url = api(`calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}`);
      const response = await callGoogle(url, accessToken);
      if (!response) return undefined;
      const item = googleEvent.parse(await response.json());
      return item.status === 'cancelled' ? undefined : toProviderEvent(item);
    },
  };
}
