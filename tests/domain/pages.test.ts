import { describe, expect, it } from 'vitest';
import {
  type FirstScreenDates, NOT_FOUND_MODULE, PUBLIC_PAGES, SHELL_MODULE, SIGNED_IN_PAGES, firstAnswersOf, firstScreenOf, matchesRoute,
} from '@/domain/pages';

describe('matchesRoute', () => {
  it.each([
    ['/network', '/network', true],
    ['/network', '/network/', true],
    ['/network', '/Network', true],
    ['/network/:personId', '/network/4f1c', true],
    ['/network/:personId', '/network', false],
    ['/network/:personId', '/network/4f1c/edit', false],
    ['/network/:personId/edit', '/network/4f1c/edit', true],
    ['/', '/', true],
    ['/', '/login', false],
  ])('%s on %s: %s', (pattern, pathname, matches) => {
    expect(matchesRoute(pattern, pathname)).toBe(matches);
  });
});

describe('firstScreenOf', () => {
  it("is the shell and the page for a signed-in route with a session, with the session probe's, the shell's and the page's services", () => {
    expect(firstScreenOf('/', true)).toEqual({ views: [SHELL_MODULE, 'home/HomePage'], services: ['auth', 'proposedPlans', 'events'] });
    expect(firstScreenOf('/network/4f1c', true)).toEqual({ views: [SHELL_MODULE, 'network/PersonPage'], services: ['auth', 'proposedPlans', 'people'] });
    expect(firstScreenOf('/profile', true)).toEqual({ views: [SHELL_MODULE, 'profile/ProfilePage'], services: ['auth', 'proposedPlans'] });
  });

  it('prefers a static segment to a parameter, as the router does', () => {
    expect(firstScreenOf('/network/add', true).views).toEqual([SHELL_MODULE, 'network/PersonAddPage']);
    expect(firstScreenOf('/calendar/monthly/2026-11', true).views).toEqual([SHELL_MODULE, 'calendar/CalendarPage']);
  });

  it('is the login page, calling nothing, for a signed-in route without a session, where the app sends the visitor', () => {
    expect(firstScreenOf('/network', false)).toEqual({ views: ['auth/LoginPage'], services: [] });
  });

  it("is the page alone for a public route, with its own service, and the session probe's with a session", () => {
    expect(firstScreenOf('/plan/abc123', false)).toEqual({ views: ['plans/PlanResponsePage'], services: ['proposedPlans'] });
    expect(firstScreenOf('/plan/abc123', true)).toEqual({ views: ['plans/PlanResponsePage'], services: ['auth', 'proposedPlans'] });
    expect(firstScreenOf('/login', false)).toEqual({ views: ['auth/LoginPage'], services: [] });
  });

  it('is the not-found page for anything else', () => {
    expect(firstScreenOf('/nowhere/at/all', false)).toEqual({ views: [NOT_FOUND_MODULE], services: [] });
  });

  it('lists every route once', () => {
    const patterns = [...PUBLIC_PAGES, ...SIGNED_IN_PAGES].map(([pattern]) => pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

describe('firstAnswersOf', () => {
  const keysAndPaths = (pathname: string, hasSession: boolean, dates?: FirstScreenDates) =>
    firstAnswersOf(pathname, hasSession, dates).map(({ key, path }) => [key, path]);

  it("is the session's, the shell's unseen answers and the page's own answer on a signed-in page with a session", () => {
    expect(keysAndPaths('/', true)).toEqual([
      ['user', '/auth/me'], ['unseen', '/proposedplans/unseen'], ['home', '/home'], ['unread', '/notifications/unread'],
    ]);
    expect(keysAndPaths('/network', true)).toEqual([['user', '/auth/me'], ['unseen', '/proposedplans/unseen'], ['people', '/people']]);
    expect(keysAndPaths('/profile', true)).toEqual([['user', '/auth/me'], ['unseen', '/proposedplans/unseen']]);
  });

  it("adds Home's week when the server knows the user's dates", () => {
    expect(keysAndPaths('/', true, { week: { startDate: '2026-11-23', days: 7 } }).at(-1))
      .toEqual(['window 2026-11-23 7', '/eventswithintegration?startDate=2026-11-23&days=7']);
  });

  it("keys a person's and a plan's answer by the route's decoded parameter, and asks for it encoded", () => {
    expect(keysAndPaths('/network/4f%201c', true).at(-1)).toEqual(['person 4f 1c', '/people/4f%201c']);
    expect(keysAndPaths('/plan/a%2Fb', false)).toEqual([['plan a/b', '/proposedplans/bycode/a%2Fb']]);
    expect(keysAndPaths('/plan/abc', true)).toEqual([['user', '/auth/me'], ['plan abc', '/proposedplans/bycode/abc']]);
  });

  it("asks for the five weeks the month calendar shows: the route's month, else the user's current one", () => {
    const window = (startDate: string) => [`window ${startDate} 35`, `/eventswithintegration?startDate=${startDate}&days=35`];
    // 1 November 2026 is a Sunday, 1 February 2027 a Monday.
    expect(keysAndPaths('/calendar', true, { month: '2026-11' }).at(-1)).toEqual(window('2026-10-26'));
    expect(keysAndPaths('/calendar/monthly/2027-02', true, { month: '2026-11' }).at(-1)).toEqual(window('2027-02-01'));
    expect(keysAndPaths('/calendar/monthly/2027-13', true, { month: '2026-11' }).at(-1)).toEqual(window('2026-10-26'));
    expect(keysAndPaths('/calendar', true).at(-1)).toEqual(['unseen', '/proposedplans/unseen']);
  });

  it('is nothing where the first screen is the login page or shows no answer', () => {
    expect(firstAnswersOf('/network', false)).toEqual([]);
    expect(firstAnswersOf('/login', false)).toEqual([]);
    expect(firstAnswersOf('/nowhere', false)).toEqual([]);
  });
});
