import { describe, expect, it, vi } from 'vitest';

const SERVICES = ['auth', 'events', 'people', 'proposedPlans', 'recurringEvents', 'connections', 'profile', 'weather'];

/** The service modules a fresh page fetches ahead on a first visit to `pathname`, once they have arrived. */
async function preloadedFor(pathname: string, signedIn: boolean) {
  const loaded: string[] = [];
  vi.resetModules();
  for (const name of SERVICES) vi.doMock(`@/services/${name}`, () => (loaded.push(name), {}));
  const { preloadFirstScreenServices } = await import('@/views/actors');
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
