import { type ChangeEvent, type RefObject, useEffect, useState, useSyncExternalStore } from 'react';
import { matchPath } from 'react-router-dom';
import { firstScreenOf } from '@/domain/pages';
import { takeFirstAnswers } from '@/services/firstAnswers';
import { hasSessionHint } from '@/services/sessionHint';
import { serviceModules } from '@/views/serviceModules';

/**
 * The first screen's early start: the services it calls are fetched while its page chunks load, and
 * signed in, its own answer is asked for together with the session probe. The answers asked for
 * ahead wait here until the page's actor takes them (`earlyAnswerOr` in src/views/actors.tsx).
 */

/** How long an answer asked for ahead waits for its page; a later call asks the server again. */
const EARLY_ANSWER_MS = 10_000;
/** An answer asked for ahead, or given with the page (`given`: its data, which a machine may start from). */
const earlyAnswers = new Map<string, { answer: Promise<unknown>; askedAt: number; given?: { data: unknown } }>();

/**
 * What the app knew as it started: in the browser read once by src/views/main.tsx, on the server
 * given by the request (src/views/serverEntry.tsx), where there is no document or navigator.
 */
export interface FirstScreenStart {
  /** Whether the browser held the signed-in hint cookie. */
  sessionHint: boolean;
  online: boolean;
  /**
   * Whether the server drew the page in the desktop layout, when it drew it: the first render
   * must draw what the server drew (src/views/hooks/useIsDesktop.ts).
   */
  drawnDesktop?: boolean;
}

let start: FirstScreenStart | undefined;

/** Sets what the app starts from, and the answers the server gave its first screen, by key (src/domain/pages.ts). */
export function startFirstScreen(given: FirstScreenStart, answers: Map<string, unknown>) {
  start = given;
  drawnTitle = undefined;
  earlyAnswers.clear();
  for (const [key, data] of answers) {
    earlyAnswers.set(key, { answer: Promise.resolve({ status: 'success', data }), askedAt: Date.now(), given: { data } });
  }
}

/** What the app started from (the browser's own state where nothing set it: the tests). */
export const startedWith = (): FirstScreenStart => start ?? { sessionHint: hasSessionHint(), online: navigator.onLine };

/** The title of the page the server is drawing, as its page names it (useDocumentTitle). */
let drawnTitle: string | undefined;
export const nameDrawnDocument = (title: string) => {
  drawnTitle = title;
};
export const drawnDocumentTitle = () => drawnTitle;

/** Whether the server drew the app's first screen (and is drawing it, on the server). */
export const isDrawnByServer = () => startedWith().drawnDesktop !== undefined;

/**
 * The answer the server gave the first screen under `key`, for a machine to start from (so that
 * the first render draws what the server drew); undefined when there is none. Read as the
 * component first renders (a render React then discards, e.g. while a lazy child loads, reads it
 * again), and given up once the component is on screen: a later load asks the server.
 */
export function useGivenAnswer<T>(key: string | undefined): T | undefined {
  const [given] = useState(() => (key === undefined ? undefined : earlyAnswers.get(key)?.given?.data as T | undefined));
  useEffect(() => {
    if (given !== undefined && key !== undefined) earlyAnswers.delete(key);
    // Once, as the component that started from it is on screen.
  }, []);
  return given;
}

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
export function preloadFirstScreenServices(pathname: string, signedIn: boolean, drawnDesktop?: boolean) {
  // The server put the first screen's answers into the page: its actors take them, and no service is needed at once.
  const given = takeFirstAnswers();
  startFirstScreen({ sessionHint: signedIn, online: navigator.onLine, drawnDesktop }, given);
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

const noChanges = () => () => {};

/**
 * `drawn` while the page is the server's drawing (on the server, and as the app takes it over), so
 * that the app's first render draws what the server drew; the browser's own `inBrowser()` once the
 * app runs it (a component whose value then differs draws again, alone).
 */
export const useDrawnThenBrowser = <T>(drawn: T, inBrowser: () => T) => useSyncExternalStore(noChanges, inBrowser, () => drawn);

/**
 * False while the page is the server's drawing, true once the app runs it. A drawn form's submit
 * button waits for it: before, the browser would send the form itself, as a GET with its fields in
 * the address.
 */
export const useHydrated = () => useDrawnThenBrowser(false, () => true);

/**
 * A field of a page the server drew takes input before the app has taken the page over (the
 * browser's own typing or ticking, or its autofill), which the app's state does not know of: once
 * the app runs the field, what it holds then is reported as a change, so nothing entered is lost.
 * `differs` tells whether the field holds something else than the app's value.
 */
export function useEnteredBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>(
  field: RefObject<T | null>,
  differs: (element: T) => boolean,
  onChange: (event: ChangeEvent<T>) => void,
) {
  useEffect(() => {
    const element = field.current;
    if (element && differs(element)) onChange({ target: element, currentTarget: element } as ChangeEvent<T>);
    // Once, as the app takes the field over.
  }, []);
}
