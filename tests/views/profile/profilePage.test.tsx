import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADA, failure, success } from '../support/fixtures';
import { event, fromToday, today } from '../network/peopleFixtures';
import { renderApp } from '../support/renderApp';

async function openProfile(user = ADA) {
  const app = renderApp('/profile');
  await app.fakes.settle('fetchCurrentUser', { output: success(user) });
  await screen.findByRole('heading', { name: 'Me' });
  return app;
}

describe('the profile page', () => {
  it('shows avatar, location, birthday and plan, with links to the pages about the user', async () => {
    const geo = { country: 'Germany', city: 'Munich', lat: 48.14, long: 11.58 };
    await openProfile({ ...ADA, country: 'Germany', city: 'Munich', geo, birthDate: '1990-02-28' });
    expect(screen.getByRole('img', { name: 'Your avatar' }).getAttribute('src')).toBe('/img/avatars/avatar_female_1.png');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Munich, Germany')).toBeTruthy();
    expect(screen.getByText('Feb 28th 1990')).toBeTruthy();
    expect(screen.getByText('TRIAL until Dec 22nd')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const links = within(screen.getByRole('list', { name: 'More about you' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Reports', '/reports'], ['Holidays & Anniversaries', '/holidays'], ['Connections', '/connections'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/profile/edit');
  });

  it('says when the city has no place in the city list', async () => {
    await openProfile({ ...ADA, country: 'France', city: 'Atlantis', geo: null });
    expect(screen.getByRole('alert').textContent).toBe('No geo info found for Atlantis, France');
  });

  it('says what is not set yet', async () => {
    await openProfile();
    expect(screen.getAllByText('Not set yet')).toHaveLength(2);
  });

  it("lists the user's upcoming and recent fun plans from the user's today, each linking to its page", async () => {
    const app = await openProfile();
    expect(app.fakes.inputsOf('fetchProfileEvents')).toEqual([today().toString()]);
    await app.fakes.settle('fetchProfileEvents', {
      output: success({
        upcoming: [event({ eventId: 'soon', eventDate: fromToday(2), eventTitle: 'Picnic' })],
        recent: [event({ eventId: 'past', eventDate: fromToday(-3) })],
      }),
    });
    const rows = (title: string) => within(screen.getByRole('list', { name: title })).getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(rows('Upcoming')).toEqual(['/calendar/soon']);
    expect(rows('Recent History')).toEqual(['/calendar/past']);
    expect(screen.getByText('Picnic')).toBeTruthy();
  });

  it('says why the fun plans could not be loaded', async () => {
    const app = await openProfile();
    await app.fakes.settle('fetchProfileEvents', { output: failure('Down for a nap') });
    expect((await screen.findByText('Error fetching events: Down for a nap'))).toBeTruthy();
  });
});
