import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { renderHook } from '@testing-library/react';

const SERVICES = ['auth', 'events', 'people', 'proposedPlans', 'recurringEvents', 'connections', 'profile', 'weather'];

/** A fresh app module graph whose services record that they loaded, and whose early calls reach no server. */
async function freshApp() {
  const loaded: string[] = [];
  vi.resetModules();
  const { http } = await import('@/services/http');
  vi.spyOn(http, 'request').mockRejectedValue(new Error('no server in this test'));
  for (const name of SERVICES) vi.doMock(`@/services/${name}`, () => (loaded.push(name), {}));
  return { ...await import('@/views/firstScreen'), loaded };
}

/** The service modules a fresh page fetches ahead on a first visit to `pathname`, once they have arrived. */
async function preloadedFor(pathname: string, signedIn: boolean) {
  const { preloadFirstScreenServices, loaded } = await freshApp();
  preloadFirstScreenServices(pathname, signedIn);
  await vi.dynamicImportSettled();
  return loaded.sort();
}

describe("the first screen's services, fetched with its page chunks", () => {
  it("signed in: the session probe's, the shell's unseen answers' and the page's own", async () => {
    expect(await preloadedFor('/', true)).toEqual(['auth', 'events', 'proposedPlans']);
    expect(await preloadedFor('/network', true)).toEqual(['auth', 'people', 'proposedPlans']);
    expect(await preloadedFor('/network/42', true)).toEqual(['auth', 'people', 'proposedPlans']);
    expect(await preloadedFor('/calendar/monthly/2027-02', true)).toEqual(['auth', 'events', 'proposedPlans']);
    expect(await preloadedFor('/profile', true)).toEqual(['auth', 'proposedPlans']);
  });

  it('signed out: only for the plan page, which asks the server at once; the others leave the bandwidth to the first paint', async () => {
    expect(await preloadedFor('/plan/seed-plan-1', false)).toEqual(['proposedPlans']);
    expect(await preloadedFor('/login', false)).toEqual([]);
    expect(await preloadedFor('/network', false)).toEqual([]);
  });
});

/**
 * The app's actors over a fresh module graph whose HTTP client answers every request with an error
 * that numbers it, so a test can tell which request an answer came from.
 */
async function appOverCountedRequests() {
  vi.resetModules();
  for (const name of SERVICES) vi.doUnmock(`@/services/${name}`);
  const { http } = await import('@/services/http');
  const urls: string[] = [];
  vi.spyOn(http, 'request').mockImplementation((config) => {
    urls.push(config.url!);
    return Promise.reject({ isAxiosError: true, response: { status: 404, statusText: '', data: { errorCode: 'NOT_FOUND', errorMessage: `answer ${urls.length}` } } });
  });
  const actors = { ...await import('@/views/firstScreen'), ...await import('@/views/actors') };
  const settled = async () => {
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { ...actors, urls, settled };
}

const answer = (n: number) => ({ status: 'error', errorMessage: `answer ${n}`, errorCode: 'NOT_FOUND' });

describe("the first screen's own answer, asked for with the session probe", () => {
  it("goes to the page's first call for it, once; a later call asks again", async () => {
    const { preloadFirstScreenServices, appActors, urls, settled } = await appOverCountedRequests();
    preloadFirstScreenServices('/network/42', true);
    await settled();
    expect(urls).toEqual(['/people/42']);

    const run = () => toPromise(createActor(appActors.fetchPersonDetail, { input: '42' }).start());
    expect(await run()).toEqual(answer(1));
    expect(urls).toEqual(['/people/42']);
    expect(await run()).toEqual(answer(2));
    expect(urls).toEqual(['/people/42', '/people/42']);
  });

  it('is only for the person it was asked for', async () => {
    const { preloadFirstScreenServices, appActors, urls, settled } = await appOverCountedRequests();
    preloadFirstScreenServices('/network/42', true);
    await settled();
    expect(await toPromise(createActor(appActors.fetchPersonDetail, { input: '7' }).start())).toEqual(answer(2));
    expect(urls).toEqual(['/people/42', '/people/7']);
  });

  it('is asked for Home and the network list, not for a page with another route such as /network/add', async () => {
    for (const [pathname, url] of [['/', '/home'], ['/network', '/people'], ['/network/add', undefined], ['/profile', undefined]] as const) {
      const { preloadFirstScreenServices, urls, settled } = await appOverCountedRequests();
      preloadFirstScreenServices(pathname, true);
      await settled();
      expect(urls, pathname).toEqual(url ? [url] : []);
    }
  });

  it('is not asked for without a session', async () => {
    const { preloadFirstScreenServices, urls, settled } = await appOverCountedRequests();
    preloadFirstScreenServices('/network/42', false);
    await settled();
    expect(urls).toEqual([]);
  });

  it('is not taken once it is older than ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { preloadFirstScreenServices, appActors, urls, settled } = await appOverCountedRequests();
    preloadFirstScreenServices('/network', true);
    await settled();
    vi.setSystemTime(Date.now() + 10_001);
    expect(await toPromise(createActor(appActors.fetchPeople).start())).toEqual(answer(2));
    expect(urls).toEqual(['/people', '/people']);
  });
});

describe('the answers the server put into the page (src/server/firstScreenAnswers.ts)', () => {
  const PLAN = { proposedPlanTitle: 'Board games night' };
  const USER = { firstName: 'Ada' };
  const givePage = (answers: Record<string, unknown>) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'first-answers';
    block.textContent = JSON.stringify(answers);
    document.body.append(block);
  };

  it("are taken by the first screen's actors, once each, without a request; a later call asks the server", async () => {
    const WEEK = { events: [] };
    givePage({ 'plan abc': PLAN, user: USER, 'window 2026-11-23 7': WEEK });
    const { preloadFirstScreenServices, appActors, urls, settled } = await appOverCountedRequests();
    preloadFirstScreenServices('/plan/abc', true);
    await settled();
    expect(urls).toEqual([]);
    expect(document.getElementById('first-answers')).toBeNull();

    expect(await toPromise(createActor(appActors.fetchPlanByCode, { input: 'abc' }).start())).toEqual({ status: 'success', data: PLAN });
    expect(await toPromise(createActor(appActors.fetchCurrentUser).start())).toEqual({ status: 'success', data: USER });
    const week = { startDate: '2026-11-23', days: 7 };
    expect(await toPromise(createActor(appActors.fetchEventsWindow, { input: week }).start())).toEqual({ status: 'success', data: WEEK });
    expect(urls).toEqual([]);
    expect(await toPromise(createActor(appActors.fetchPlanByCode, { input: 'abc' }).start())).toEqual(answer(1));
    expect(urls).toEqual(['/proposedplans/bycode/abc']);
  });

  it('start the component that shows one, once it is on screen: a later one, or a later call, asks the server', async () => {
    const PEOPLE = [{ personName: 'Grace Hopper' }];
    givePage({ people: PEOPLE });
    const { preloadFirstScreenServices, useGivenAnswer, appActors, urls, settled } = await appOverCountedRequests();
    preloadFirstScreenServices('/network', true, false);
    await settled();
    // Once a component that started from it is on screen, the next one asks the server.
    expect(renderHook(() => useGivenAnswer('people')).result.current).toEqual(PEOPLE);
    expect(renderHook(() => useGivenAnswer('people')).result.current).toBeUndefined();
    expect(await toPromise(createActor(appActors.fetchPeople).start())).toEqual(answer(1));
    expect(urls).toEqual(['/people']);
  });

  it('leave the services unloaded: the page needs none of them at once', async () => {
    givePage({ 'plan abc': PLAN });
    const { preloadFirstScreenServices, loaded } = await freshApp();
    preloadFirstScreenServices('/plan/abc', false);
    await vi.dynamicImportSettled();
    expect(loaded).toEqual([]);
  });
});
