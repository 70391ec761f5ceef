import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVATARS } from '@/domain/constants';
import type { User } from '@/domain/contract/auth';
import { theme } from '@/views/theme';
import { ADA, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { useLanguage } from '../support/language';
import { ALAN_ID, fromToday, person } from './peopleFixtures';

async function openNetwork(user: User = ADA, heading = 'Network') {
  const app = renderApp('/network');
  await app.fakes.settle('fetchCurrentUser', { output: success(user) });
  await screen.findByRole('heading', { name: heading });
  return app;
}

const rowOf = (name: string) => within(screen.getByRole('list', { name: 'People' })).getByRole('link', { name: new RegExp(`^${name}'s avatar ${name}`) });

/** happy-dom reports computed colours as written; MUI writes palette colours in hex or rgb. */
const colourOf = (element: Element) => getComputedStyle(element).color;

describe('/network', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is titled Network | FunPlans and links the + button to /network/add', async () => {
    await openNetwork();
    expect(document.title).toBe('Network | FunPlans');
    expect(screen.getByRole('link', { name: 'Add person' }).getAttribute('href')).toBe('/network/add');
  });

  it('shows five placeholder rows while loading', async () => {
    await openNetwork();
    const placeholders = screen.getByRole('list', { name: 'Loading people' });
    expect(within(placeholders).getAllByRole('listitem')).toHaveLength(5);
  });

  it("shows each person's avatar, name, subtitle and last-seen badge, linking to their page", async () => {
    const app = await openNetwork();
    await app.fakes.settle('fetchPeople', {
      output: success([
        person({ lastSeenDate: fromToday(-12), meetFrequency: 'monthly', personNotes: 'Loves sailing' }),
        person({ personId: ALAN_ID, personName: 'Alan Turing', personAvatar: 'avatar_male_1', personColor: '#A9DEF9' }),
      ]),
    });
    const grace = rowOf('Grace Hopper');
    expect(grace.getAttribute('href')).toBe('/network/0b6f3f6e-8d0c-4c4e-9d35-6c1a4c3b2a01');
    const [dd, mm] = fromToday(-12).split('-').reverse();
    expect(grace.textContent).toContain(`Typically monthly, last seen: ${dd}/${mm} Notes: Loves sailing`);
    const avatar = within(grace).getByRole('img', { name: "Grace Hopper's avatar" });
    expect(avatar.getAttribute('src')).toBe('/img/avatars/avatar_female_2.png');
    expect(avatar.getAttribute('style')).toContain('background-color: #FF99C8');
    expect(within(grace).getByRole('img', { name: '12 days since last seen' }).textContent).toBe('12');

    const alan = rowOf('Alan Turing');
    expect(alan.textContent).toContain('Not indicated as seen yet! When was last time?');
    expect(within(alan).getByRole('img', { name: 'Not seen yet' }).textContent).toBe('∞');
  });

  it('colours the day count grey-dark up to 30 days, orange above 30 and red above 90, and shows a calendar for a plan', async () => {
    const app = await openNetwork();
    const seen = (name: string, days: number) => person({ personId: crypto.randomUUID(), personName: name, lastSeenDate: fromToday(-days) });
    await app.fakes.settle('fetchPeople', {
      output: success([
        seen('Thirty', 30), seen('Thirtyone', 31), seen('Ninety', 90), seen('Ninetyone', 91),
        person({ personId: crypto.randomUUID(), personName: 'Planned', lastSeenDate: fromToday(-200), nextEventDate: fromToday(0) }),
      ]),
    });
    const badge = (name: string, days: number) => within(rowOf(name)).getByRole('img', { name: `${days} days since last seen` });
    expect(colourOf(badge('Thirty', 30))).toBe(theme.palette.grey[700]);
    expect(colourOf(badge('Thirtyone', 31))).toBe(theme.palette.warning.main);
    expect(colourOf(badge('Ninety', 90))).toBe(theme.palette.warning.main);
    expect(colourOf(badge('Ninetyone', 91))).toBe(theme.palette.error.main);
    const planned = rowOf('Planned');
    expect(within(planned).getByRole('img', { name: 'Plan coming up' }).querySelector('svg')).not.toBeNull();
    expect(planned.textContent).toContain('upcoming:');
  });

  it('shows the empty state for a network without people', async () => {
    const app = await openNetwork();
    await app.fakes.settle('fetchPeople', { output: success([]) });
    expect(screen.getByText('Uh-oh, no people in your network yet!')).toBeTruthy();
    expect(screen.getByText("Add some people to the list using '+' button to get started.")).toBeTruthy();
  });

  it("shows 'Error loading people!' when the list cannot be loaded", async () => {
    const app = await openNetwork();
    await app.fakes.settle('fetchPeople', { error: new Error('Network down') });
    expect(screen.getByRole('alert').textContent).toBe('Error loading people!');
  });

  it('shows a trial user the plan and its expiry, linking to /subscription', async () => {
    await openNetwork({ ...ADA, trialExpirationDate: `${fromToday(0).slice(0, 4)}-12-22` });
    const banner = screen.getByRole('note');
    expect(banner.textContent).toBe('Current Plan: TRIAL until Dec 22nd. Manage');
    expect(within(banner).getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/subscription');
  });

  it('shows no trial banner on the Standard plan', async () => {
    await openNetwork({ ...ADA, pricingPlan: 'STANDARD', trialExpirationDate: null });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('keeps the + button 70px from the bottom', async () => {
    await openNetwork();
    const holder = () => screen.getByRole('link', { name: 'Add person' }).parentElement as HTMLElement;
    expect(getComputedStyle(holder()).bottom).toBe('70px');
  });

  it('raises the + button to 90px in home-screen mode', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)', media: query, addEventListener: () => {}, removeEventListener: () => {},
    }));
    await openNetwork();
    expect(getComputedStyle(screen.getByRole('link', { name: 'Add person' }).parentElement as HTMLElement).bottom).toBe('90px');
  });

  it('lists a thousand people from one request', async () => {
    const app = await openNetwork();
    const people = Array.from({ length: 1000 }, (_, index) => person({
      personId: crypto.randomUUID(),
      personName: `Person ${index}`,
      personAvatar: AVATARS[index % AVATARS.length]!.avatar,
      lastSeenDate: index % 3 ? fromToday(-index) : null,
    }));
    await app.fakes.settle('fetchPeople', { output: success(people) });
    expect(within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem')).toHaveLength(1000);
    expect(app.fakes.inputsOf('fetchPeople')).toHaveLength(1);
  });
});

describe('/network in German', () => {
  useLanguage('de');

  it('says the list could not be loaded in German', async () => {
    const app = await openNetwork(ADA, 'Netzwerk');
    await app.fakes.settle('fetchPeople', { error: new Error('Network down') });
    expect(screen.getByRole('alert').textContent).toBe('Fehler beim Laden der Personen!');
  });
});
