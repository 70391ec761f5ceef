import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MODULE, PUBLIC_PAGES, SHELL_MODULE, SIGNED_IN_PAGES, firstScreenModules, matchesRoute } from '@/domain/pages';

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

describe('firstScreenModules', () => {
  it('is the shell and the page for a signed-in route with a session', () => {
    expect(firstScreenModules('/', true)).toEqual([SHELL_MODULE, 'home/HomePage']);
    expect(firstScreenModules('/network/4f1c', true)).toEqual([SHELL_MODULE, 'network/PersonPage']);
  });

  it('prefers a static segment to a parameter, as the router does', () => {
    expect(firstScreenModules('/network/add', true)).toEqual([SHELL_MODULE, 'network/PersonAddPage']);
    expect(firstScreenModules('/calendar/monthly/2026-11', true)).toEqual([SHELL_MODULE, 'calendar/CalendarPage']);
  });

  it('is the login page for a signed-in route without a session, where the app sends the visitor', () => {
    expect(firstScreenModules('/network', false)).toEqual(['auth/LoginPage']);
  });

  it('is the page alone for a public route, with or without a session', () => {
    expect(firstScreenModules('/plan/abc123', false)).toEqual(['plans/PlanResponsePage']);
    expect(firstScreenModules('/plan/abc123', true)).toEqual(['plans/PlanResponsePage']);
  });

  it('is the not-found page for anything else', () => {
    expect(firstScreenModules('/nowhere/at/all', true)).toEqual([NOT_FOUND_MODULE]);
  });

  it('lists every route once', () => {
    const patterns = [...PUBLIC_PAGES, ...SIGNED_IN_PAGES].map(([pattern]) => pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
