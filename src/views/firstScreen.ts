import { matchPath } from 'react-router-dom';
import { firstScreenOf } from '@/domain/pages';
import { takeFirstAnswers } from '@/services/firstAnswers';
import { serviceModules } from '@/views/serviceModules';

/**
 * The first screen's early start: the services it calls are fetched while its page chunks load, and
 * signed in, its own answer is asked for together with the session probe. The answers asked for
 * ahead wait here until the page's actor takes them (`earlyAnswerOr` in src/views/actors.tsx).
 */

/** How long an answer asked for ahead waits for its page; a later call asks the server again. */
const EARLY_ANSWER_MS = 10_000;
const earlyAnswers = new Map<string, { answer: Promise<unknown>; askedAt: number }>();

/**
 * Signed in, the call whose answer the first screen shows first, asked for together with the
 * session probe rather than after it (the shell shows its page only once the session is known), by
 * the page module that shows it (src/domain/pages.ts): the key its actor takes it by, and the call.
 */
const EARLY_CALLS: Record<string, (pathname: string) => [string, () => Promise<unknown>]> = {
  'home/HomePage': () => ['home', async () => (await serviceModules.events()).fetchHome()],
  'network/NetworkPage': () => ['people', async () => (await serviceModules.people()).fetchPeople()],
  'network/PersonPage': (pathname) => {
    const personId = matchPath('/network/:personId', pathname)?.params.personId ?? '';
    return [`person ${personId}`, async () => (await serviceModules.people()).fetchPersonDetail(personId)];
  },
};

/** The answer asked for ahead under `key`, once and while fresh; otherwise `ask()`. */
export function earlyAnswerOr<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const early = earlyAnswers.get(key);
  earlyAnswers.delete(key);
  return early && Date.now() - early.askedAt < EARLY_ANSWER_MS ? early.answer as Promise<T> : ask();
}

/**
 * Fetches the services the first screen calls while its page chunks load rather than after them
 * (the server's `Link` header names them too, where the app is served from a build; src/domain/pages.ts
 * says which), and signed in asks for the first screen's own answer at once.
 */
export function preloadFirstScreenServices(pathname: string, signedIn: boolean) {
  // The server put the first screen's answers into the page: its actors take them, and no service is needed at once.
  const given = takeFirstAnswers();
  for (const [key, data] of given) earlyAnswers.set(key, { answer: Promise.resolve({ status: 'success', data }), askedAt: Date.now() });
  if (given.size > 0) return;
  const { views, services } = firstScreenOf(pathname, signedIn);
  for (const service of services) void serviceModules[service]();
  const early = signedIn && EARLY_CALLS[views.at(-1)!];
  if (early) {
    const [key, ask] = early(pathname);
    const answer = ask();
    // A page that never takes it (the visitor left, or the chunk failed) must not log a rejection.
    answer.catch(() => {});
    earlyAnswers.set(key, { answer, askedAt: Date.now() });
  }
}
