import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME, SIGNED_IN_HINT_COOKIE_NAME } from '@/domain/constants';
import { createTestApp, signUp, type TestApp } from './support/testApp';
import { addPerson } from './support/network';

/**
 * A build in miniature: index.html and a hashed script with the .br and .gz copies the build writes,
 * each copy marked so a test can tell it went out rather than one compressed on the fly; an image;
 * the real robots.txt.
 */
const INDEX = `<!doctype html><html><head><title>FunPlans</title></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const ASSET = '/assets/index-Ab12Cd34.js';
const IMAGE = '/icons/photo.png';
/** The entry with its own import, which index.html loads; the shell, two pages and two services, sharing chunks. */
const MANIFEST = {
  'src/views/main.tsx': { file: ASSET.slice(1), isEntry: true, imports: ['_react.js'], dynamicImports: ['src/views/Shell.tsx'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/views/Shell.tsx': { file: 'assets/Shell-1.js', imports: ['_react.js', '_nav.js'] },
  '_nav.js': { file: 'assets/nav-1.js' },
  'src/views/home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_nav.js', '_react.js'] },
  'src/views/auth/LoginPage.tsx': { file: 'assets/LoginPage-1.js', imports: ['_react.js'] },
  'src/services/auth.ts': { file: 'assets/auth-1.js', imports: ['_axios.js'] },
  'src/services/events.ts': { file: 'assets/events-1.js', imports: ['_axios.js'] },
  '_axios.js': { file: 'assets/axios-1.js' },
};
const preload = (...files: string[]) => files.map((file) => `</assets/${file}>; rel=modulepreload`).join(', ');
const copyOf = (content: string, encoding: 'br' | 'gzip') => `${content}<!-- ${encoding} copy -->`;

function writeBuild(dir: string) {
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  for (const [file, content] of [['/index.html', INDEX], [ASSET, SCRIPT]] as const) {
    write(file, content);
    write(`${file}.br`, zlib.brotliCompressSync(copyOf(content, 'br')));
    write(`${file}.gz`, zlib.gzipSync(copyOf(content, 'gzip')));
  }
  write('/.vite/manifest.json', JSON.stringify(MANIFEST));
  write(IMAGE, Buffer.alloc(4096, 7));
  write('/robots.txt', fs.readFileSync('public/robots.txt'));
}

const decode = (response: LightMyRequestResponse) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
};

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-delivery-'));
  writeBuild(staticDir);
  t = await createTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) => t.app.inject({
  method: 'GET', url, headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
});

describe('the built files', () => {
  const files = [
    { name: 'a hashed asset', url: ASSET, content: SCRIPT, type: /^application\/javascript/, cache: 'public, max-age=31536000, immutable' },
    { name: 'index.html', url: '/index.html', content: INDEX, type: /^text\/html/, cache: 'no-cache' },
    { name: 'index.html through the SPA fallback', url: '/network/some-person', content: INDEX, type: /^text\/html/, cache: 'no-cache' },
  ];
  const choices = [
    { acceptEncoding: 'gzip, deflate, br', encoding: 'br', sent: 'its Brotli copy' },
    { acceptEncoding: 'gzip', encoding: 'gzip', sent: 'its gzip copy' },
    { acceptEncoding: 'deflate', encoding: undefined, sent: 'itself' },
    { acceptEncoding: undefined, encoding: undefined, sent: 'itself' },
  ] as const;

  describe.each(files)('$name', ({ url, content, type, cache }) => {
    it.each(choices)('comes as $sent for Accept-Encoding: $acceptEncoding', async ({ acceptEncoding, encoding }) => {
      const response = await get(url, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decode(response)).toBe(encoding ? copyOf(content, encoding) : content);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(cache);
    });
  });

  it('never compresses an image again', async () => {
    const response = await get(IMAGE, 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(Buffer.alloc(4096, 7));
  });

  it('answers /robots.txt with the robots file, not the app', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).not.toContain('<html');
  });
});

describe('the HTML of a route', () => {
  const hint = { cookie: `${SIGNED_IN_HINT_COOKIE_NAME}=1` };

  it.each([
    { name: 'Home with a session', url: '/', headers: hint, links: preload('Shell-1.js', 'nav-1.js', 'HomePage-1.js', 'auth-1.js', 'axios-1.js', 'events-1.js') },
    { name: 'a public page', url: '/login?redirect=%2F', headers: {}, links: preload('LoginPage-1.js') },
    { name: 'Home without a session (the app sends the visitor to log in)', url: '/', headers: {}, links: preload('LoginPage-1.js') },
  ])('names the chunks of $name beyond what index.html loads, for the browser to fetch with the entry', async ({ url, headers, links }) => {
    const response = await get(url, 'br', headers);
    expect(response.statusCode).toBe(200);
    expect(decode(response)).toBe(copyOf(INDEX, 'br'));
    expect(response.headers.link).toBe(links);
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('gives back the signed-in hint to a browser whose session cookie is live but whose hint is gone', async () => {
    const me = await signUp(t.app);
    const session = `${AUTH_COOKIE_NAME}=${me.token}`;
    const response = await get('/', 'br', { cookie: session });
    const hintCookie = response.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE_NAME);
    expect(hintCookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hintCookie?.httpOnly).toBeFalsy();
    // The browser is treated as signed in at once: the shell and Home come with the entry.
    expect(response.headers.link).toContain('Shell-1.js');

    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: me.auth });
    const revoked = await get('/', 'br', { cookie: session });
    expect(revoked.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE_NAME)).toBeUndefined();
    expect(revoked.headers.link).toBe(preload('LoginPage-1.js'));
  });

  it('names nothing for a page the build does not know, and still serves it', async () => {
    const response = await get('/plan/abc123');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers.link).toBeUndefined();
  });
});

describe("the first screen's answers in the HTML", () => {
  /** The answers a page came with, by key, read as the app reads them. */
  const answersIn = (html: string) => {
    const block = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html);
    return block ? JSON.parse(block[1]!) as Record<string, unknown> : undefined;
  };
  const sessionOf = (token: string) => ({ cookie: `${AUTH_COOKIE_NAME}=${token}; ${SIGNED_IN_HINT_COOKIE_NAME}=1` });

  it("carry a shared plan as the API answers it, to anyone, so the page needs no service and no request to show it", async () => {
    const owner = await signUp(t.app);
    const personId = await addPerson(t.app, owner.auth);
    const title = '</script><script>alert(1)</script> $& $1';
    const created = await t.app.inject({
      method: 'POST', url: '/api/v1/proposedplans', headers: owner.auth,
      payload: { withPersonId: personId, proposedPlanTitle: title, proposedPlanTimeSlots: JSON.stringify([{ date: '2027-06-01', timeSlot: 'evening' }]) },
    });
    const { shareCode } = created.json() as { shareCode: string };

    const response = await get(`/plan/${shareCode}`, 'br');
    expect(response.statusCode).toBe(200);
    const html = decode(response);
    const api = await get(`/api/v1/proposedplans/bycode/${shareCode}`);
    expect(answersIn(html)).toEqual({ [`plan ${shareCode}`]: api.json() });
    // Nothing in an answer can end the block or start another element.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it("carry a signed-in user's session, unseen answers, unread notifications, Home and its week, so that Home asks for none of them, and are kept by no cache", async () => {
    const me = await signUp(t.app, { timeZone: 'Pacific/Kiritimati' });
    const response = await get('/', 'br', sessionOf(me.token));
    const answers = answersIn(decode(response));
    // The test clock's 22 November 2026, 10:00 UTC, is already Monday the 23rd on Kiritimati (UTC+14): its week starts that day.
    const week = 'window 2026-11-23 7';
    expect(Object.keys(answers ?? {}).sort()).toEqual(['home', 'unread', 'unseen', 'user', week]);
    expect(answers?.unread).toEqual({ unreadCount: 0 });
    expect(answers?.user).toEqual((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: me.auth })).json());
    expect(answers?.home).toEqual((await t.app.inject({ method: 'GET', url: '/api/v1/home', headers: me.auth })).json());
    const window = await t.app.inject({ method: 'GET', url: '/api/v1/eventswithintegration?startDate=2026-11-23&days=7', headers: me.auth });
    expect(answers?.[week]).toEqual(window.json());
    expect(response.headers['cache-control']).toBe('private, no-store');
    // The code still comes with the entry; the services it would have called at once do not.
    expect(response.headers.link).toBe(preload('Shell-1.js', 'nav-1.js', 'HomePage-1.js'));
  });

  it("carry a person of the user's own, and nothing of another user's person", async () => {
    const me = await signUp(t.app);
    const personId = await addPerson(t.app, me.auth, { personName: 'Grace', personAvatar: 'avatar_female_2' });
    const own = await get(`/network/${personId}`, 'br', sessionOf(me.token));
    const answers = answersIn(decode(own));
    expect(Object.keys(answers ?? {}).sort()).toEqual([`person ${personId}`, 'unseen', 'user']);
    expect(answers?.[`person ${personId}`]).toEqual((await t.app.inject({ method: 'GET', url: `/api/v1/people/${personId}`, headers: me.auth })).json());

    const stranger = await signUp(t.app);
    const theirs = await get(`/network/${personId}`, 'br', sessionOf(stranger.token));
    expect(Object.keys(answersIn(decode(theirs)) ?? {}).sort()).toEqual(['unseen', 'user']);
    expect(decode(theirs)).not.toContain('Grace');
  });

  it('are left out where the API would refuse them: the page comes as the built file', async () => {
    const response = await get('/', 'br', { cookie: `${AUTH_COOKIE_NAME}=not-a-session; ${SIGNED_IN_HINT_COOKIE_NAME}=1` });
    expect(decode(response)).toBe(copyOf(INDEX, 'br'));
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('JSON answers', () => {
  it('come compressed above the threshold, with Brotli or gzip as accepted, and decode to the same JSON', async () => {
    const me = await signUp(t.app);
    for (let i = 0; i < 12; i++) await addPerson(t.app, me.auth, { personName: `Friend number ${i}` });
    const plain = await get('/api/v1/people', undefined, me.auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const encoding of ['br', 'gzip']) {
      const response = await get('/api/v1/people', encoding === 'br' ? 'gzip, br' : 'gzip', me.auth);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(plain.headers['cache-control']);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(response))).toEqual(plain.json());
    }
  });

  it('stay plain below it', async () => {
    const me = await signUp(t.app);
    const response = await get('/api/v1/auth/me', 'gzip, br', me.auth);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ email: me.email });
  });
});
