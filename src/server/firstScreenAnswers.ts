import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import type { User } from '@/domain/contract/auth';
import { weekStartOf, weekWindow } from '@/domain/calendar';
import { type FirstAnswer, FIRST_ANSWERS_ELEMENT_ID, type FirstScreenDates, SESSION_ANSWER, firstAnswersOf } from '@/domain/pages';
import { todayIn } from '@/server/clock';
import { pageLocale } from '@/server/i18n';

/**
 * The HTML of a route whose first screen shows answers of the API, with them in it; undefined for
 * the others.
 */
export type FirstScreenPage = (request: FastifyRequest, pathname: string, hasSession: boolean) => Promise<{
  html: string;
  /** The answers in the HTML, by key. */
  answers: Record<string, unknown>;
} | undefined>;

interface Answer {
  key: string;
  /** `"key":{…}`, a member of the HTML's JSON. */
  entry: string;
  body: unknown;
}

/**
 * Puts into the HTML of a client-side route the answers of the API its first screen shows at once
 * (src/domain/pages.ts: the session, the shell's unseen answers, Home's with its week, the
 * network's, a person's, a shared plan's), asked of the app itself with the visitor's own cookies,
 * so through the same routes, checks and serialisation as the browser's own requests. The app then
 * draws its first screen as soon as its code has run: no request to the API waits for the code,
 * and on a slow phone network that round trip and its code (axios and the service) came before the
 * largest paint (docs/PERFORMANCE.md). An answer that is not a 200 is left out; the app asks for it
 * itself. The week Home shows starts from the user's today in their time zone, which the session's
 * answer tells, so that one is asked for first.
 *
 * The answers go into a JSON data block, which runs nothing and so needs no exception in the CSP;
 * `<` is written as `\u003c`, so no text in an answer can close the block.
 */
export function firstScreenPages(app: FastifyInstance, staticDir: string, apiPrefix: string): FirstScreenPage {
  const htmlPath = path.join(staticDir, 'index.html');
  const html = fs.existsSync(htmlPath) ? fs.readFileSync(htmlPath, 'utf8') : undefined;
  if (html === undefined || !html.includes('</body>')) return async () => undefined;

  const ask = async (request: FastifyRequest, { key, path: apiPath }: FirstAnswer): Promise<Answer | undefined> => {
    // In the language the page is served in, as the app asks (holiday names, error messages).
    const headers = { cookie: request.headers.cookie ?? '', 'accept-language': pageLocale(request) };
    const response = await app.inject({ method: 'GET', url: `${apiPrefix}${apiPath}`, headers });
    if (response.statusCode !== 200) return undefined;
    const body: unknown = response.json();
    return { key, entry: `${JSON.stringify(key)}:${response.body}`, body };
  };

  return async (request, pathname, hasSession) => {
    const wanted = firstAnswersOf(pathname, hasSession);
    if (wanted.length === 0) return undefined;
    // The session's answer comes first: the dates the page shows follow from the user's time zone.
    const user = wanted.includes(SESSION_ANSWER) ? await ask(request, SESSION_ANSWER) : undefined;
    const dates = user ? datesOf(todayIn(app.clock, (user.body as User).timeZone)) : {};
    const rest = firstAnswersOf(pathname, hasSession, dates).filter((answer) => answer !== SESSION_ANSWER);
    const found = [user, ...await Promise.all(rest.map((answer) => ask(request, answer)))].filter((answer) => answer !== undefined);
    if (found.length === 0) return undefined;
    const block = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">{${found.map(({ entry }) => entry).join(',').replaceAll('<', '\\u003c')}}</script>`;
    // A function, so that no `$` in an answer is read as a replacement pattern.
    return {
      html: html.replace('</body>', () => `${block}</body>`),
      answers: Object.fromEntries(found.map((answer) => [answer.key, answer.body])),
    };
  };
}

/** The calendar windows a first screen shows from the user's today. */
const datesOf = (today: Temporal.PlainDate): FirstScreenDates => ({
  week: weekWindow(weekStartOf(today).toString()),
  month: today.toPlainYearMonth().toString(),
});
