import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An event as Calendar v3 returns it (the fields the app reads). */
export interface FakeGoogleEvent {
  id: string;
  summary: string;
  description?: string;
  start: { date?: string; dateTime?: string };
  end: { date?: string; dateTime?: string };
  transparency?: 'opaque' | 'transparent';
  status?: 'confirmed' | 'cancelled';
}

/**
 * A stand-in for Google's OAuth 2.0 endpoints and Calendar v3 on loopback, speaking their
 * documented protocol: `/authorize` redirects back with a code (works from a browser), `/token`
 * checks client credentials and the PKCE S256 verifier and refreshes, `/revoke` revokes a grant,
 * `/calendar/v3/...` serves calendarList and events (timeMin/timeMax, pages of `pageSize`).
 * `/feeds/{name}` serves ICS texts from `feeds`.
 */
export interface FakeGoogle {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The Config.google settings that point the app here. */
  config: { clientId: string; clientSecret: string; authUrl: string; tokenUrl: string; calendarApiUrl: string; revokeUrl: string };
  calendars: { id: string; summary: string; description?: string; backgroundColor?: string }[];
  events: Map<string, FakeGoogleEvent[]>;
  /** Seconds an access token lives. */
  accessTokenSeconds: number;
  /** 'error' answers the Calendar API with 503, 'hang' never answers it. */
  apiMode: 'ok' | 'error' | 'hang';
  pageSize: number;
  /** Every token issued (access and refresh), to look for in the database. */
  issuedTokens: string[];
  /** Tokens posted to /revoke. */
  revoked: string[];
  /** The authorize request's query, last one. */
  lastAuthorize: URLSearchParams | undefined;
  /** Makes every refresh token answer invalid_grant from now on. */
  revokeGrants(): void;
  /** Lets every access token issued so far expire at once. */
  expireAccessTokens(): void;
  feeds: Map<string, string>;
  /** Resolves once the next answer serving this feed has been handed to the network. */
  feedServed(name: string): Promise<void>;
  close(): Promise<void>;
}

const json = (response: http.ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

const readForm = (request: http.IncomingMessage) => new Promise<URLSearchParams>((resolve) => {
  let text = '';
  request.on('data', (chunk) => { text += chunk; });
  request.on('end', () => resolve(new URLSearchParams(text)));
});

const s256 = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url');
const token = (kind: string) => `${kind}-${crypto.randomBytes(18).toString('base64url')}`;

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const codes = new Map<string, { challenge: string; redirectUri: string; clientId: string }>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const hanging: http.ServerResponse[] = [];
  let clock = 0;
  const feedWaiters = new Map<string, (() => void)[]>();
  const fake: FakeGoogle = {
    url: '', clientId: 'fake-client-id.apps.example', clientSecret: 'fake-client-secret',
    config: undefined as unknown as FakeGoogle['config'],
    calendars: [{ id: 'primary', summary: 'Ada Lovelace', backgroundColor: '#9fc6e7' }, { id: 'work@example.com', summary: 'Work', description: 'Office' }],
    events: new Map(), accessTokenSeconds: 3600, apiMode: 'ok', pageSize: 250, issuedTokens: [], revoked: [], lastAuthorize: undefined,
    revokeGrants: () => refreshTokens.clear(),
    expireAccessTokens: () => { clock += 10 ** 9; },
    feeds: new Map(),
    feedServed: (name) => new Promise((resolve) => feedWaiters.set(name, [...(feedWaiters.get(name) ?? []), resolve])),
    close: async () => {},
  };
  const now = () => Date.now() / 1000 + clock;

  function issue(response: http.ServerResponse, withRefresh: boolean) {
    const accessToken = token('ya29');
    accessTokens.set(accessToken, now() + fake.accessTokenSeconds);
    fake.issuedTokens.push(accessToken);
    const body: Record<string, unknown> = { access_token: accessToken, token_type: 'Bearer', expires_in: fake.accessTokenSeconds, scope: 'https://www.googleapis.com/auth/calendar.readonly' };
    if (withRefresh) {
      const refreshToken = token('1//refresh');
      refreshTokens.add(refreshToken);
      fake.issuedTokens.push(refreshToken);
      body.refresh_token = refreshToken;
    }
    json(response, 200, body);
  }

  async function tokenEndpoint(request: http.IncomingMessage, response: http.ServerResponse) {
    const form = await readForm(request);
    if (form.get('client_id') !== fake.clientId || form.get('client_secret') !== fake.clientSecret) {
      return json(response, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    }
    if (form.get('grant_type') === 'authorization_code') {
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!grant || grant.redirectUri !== form.get('redirect_uri') || grant.challenge !== s256(form.get('code_verifier') ?? '')) {
        return json(response, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
      }
      return issue(response, true);
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (!refreshTokens.has(form.get('refresh_token') ?? '')) return json(response, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      return issue(response, false);
    }
    return json(response, 400, { error: 'unsupported_grant_type' });
  }

  function calendarApi(url: URL, request: http.IncomingMessage, response: http.ServerResponse) {
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const expiry = accessTokens.get(bearer);
    if (expiry === undefined || expiry <= now()) return json(response, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
    if (fake.apiMode === 'hang') return void hanging.push(response);
    if (fake.apiMode === 'error') return json(response, 503, { error: { code: 503, message: 'Backend Error' } });
    const path = url.pathname.replace(/^\/calendar\/v3/, '');
    if (path === '/users/me/calendarList') return json(response, 200, { kind: 'calendar#calendarList', items: fake.calendars });
    const match = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!match) return json(response, 404, { error: { code: 404, message: 'Not Found' } });
    const events = fake.events.get(decodeURIComponent(match[1]!)) ?? [];
    if (match[2]) {
      const found = events.find((event) => event.id === decodeURIComponent(match[2]!));
      return found ? json(response, 200, found) : json(response, 404, { error: { code: 404, message: 'Not Found' } });
    }
    const from = Date.parse(url.searchParams.get('timeMin') ?? '');
    const to = Date.parse(url.searchParams.get('timeMax') ?? '');
    const instant = (time: FakeGoogleEvent['start']) => Date.parse(time.dateTime ?? `${time.date}T00:00:00Z`);
    const inWindow = events.filter((event) => instant(event.start) < to && instant(event.end) > from)
      .sort((a, b) => instant(a.start) - instant(b.start));
    const offset = Number(url.searchParams.get('pageToken') ?? 0);
    const page = inWindow.slice(offset, offset + fake.pageSize);
    const next = offset + fake.pageSize < inWindow.length ? String(offset + fake.pageSize) : undefined;
    return json(response, 200, { kind: 'calendar#events', items: page, ...(next ? { nextPageToken: next } : {}) });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname === '/authorize') {
      fake.lastAuthorize = url.searchParams;
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      if (url.searchParams.get('client_id') !== fake.clientId || url.searchParams.get('code_challenge_method') !== 'S256') {
        return json(response, 400, { error: 'invalid_request' });
      }
      const code = token('4/code');
      codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri: url.searchParams.get('redirect_uri') ?? '', clientId: fake.clientId });
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      return void response.writeHead(302, { location: redirect.toString() }).end();
    }
    if (url.pathname === '/token' && request.method === 'POST') return void tokenEndpoint(request, response);
    if (url.pathname === '/revoke' && request.method === 'POST') {
      return void readForm(request).then((form) => {
        const revoked = form.get('token') ?? '';
        fake.revoked.push(revoked);
        refreshTokens.delete(revoked);
        accessTokens.delete(revoked);
        json(response, 200, {});
      });
    }
    if (url.pathname.startsWith('/calendar/v3/')) return calendarApi(url, request, response);
    const feed = /^\/feeds\/([\w.-]+)$/.exec(url.pathname)?.[1];
    if (feed && fake.feeds.has(feed)) {
      const waiters = feedWaiters.get(feed) ?? [];
      feedWaiters.delete(feed);
      response.on('finish', () => waiters.forEach((served) => served()));
      return void response.writeHead(200, { 'content-type': 'text/calendar' }).end(fake.feeds.get(feed));
    }
    return json(response, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.config = {
    clientId: fake.clientId, clientSecret: fake.clientSecret, authUrl: `${fake.url}/authorize`, tokenUrl: `${fake.url}/token`,
    calendarApiUrl: `${fake.url}/calendar/v3`, revokeUrl: `${fake.url}/revoke`,
  };
  fake.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
