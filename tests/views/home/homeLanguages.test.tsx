import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Home } from '@/domain/contract/home';
import { dateLabel, weekdayName } from '@/domain/dateLabels';
import { switchLocale } from '@/views/locale';
import { ADA, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { ALAN_ID, fromToday, person, today } from '../network/peopleFixtures';

/** Home in `locale` with nothing planned, no reminders and Alan to catch up with. */
async function openHomeIn(locale: 'de' | 'it', heading: string) {
  await switchLocale(locale);
  const app = renderApp('/');
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  await screen.findByRole('heading', { name: heading, level: 1 });
  const data: Home = {
    nextUp: null,
    reminders: [],
    suggestions: [{ ...person({ personId: ALAN_ID, personName: 'Alan Turing', lastSeenDate: fromToday(-40) }), daysOverdue: 12 }],
  };
  await app.fakes.settle('fetchHome', { output: success(data) });
}

describe('Home in other languages', () => {
  // The test files of a worker share the active language.
  afterEach(() => switchLocale('en'));

  it('shows Next Up, the reminders and the catch-up suggestions in German', async () => {
    await openHomeIn('de', 'Start');
    expect(document.title).toBe('Start | FunPlans');
    const date = dateLabel(today().toString(), today(), 'de');
    expect(screen.getByText(`${weekdayName(today().dayOfWeek, 'de')}, ${date}`)).toBeTruthy();
    expect(date).toMatch(/^\d+\. \S+$/);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Hilfe' }).getAttribute('href')).toBe('/help');
    const nextUp = screen.getByRole('region', { name: 'Als Nächstes' });
    expect(within(nextUp).getByText('Nichts geplant!')).toBeTruthy();
    expect(within(nextUp).getByRole('link', { name: 'Füge Personen zu deinem Netzwerk hinzu' })).toBeTruthy();
    expect(screen.getByText('Keine Geburtstage oder Feiertage in den nächsten 30 Tagen.')).toBeTruthy();
    const suggestions = screen.getByRole('list', { name: 'Vorschläge fürs Wiedersehen' });
    expect(within(suggestions).getByRole('link').textContent).toBe(`Alan TuringZuletzt getroffen: ${dateLabel(fromToday(-40), today(), 'de')}`);
  });

  it('shows Next Up and the catch-up suggestions in Italian', async () => {
    await openHomeIn('it', 'Home');
    const nextUp = screen.getByRole('region', { name: 'Prossimo' });
    expect(within(nextUp).getByText('Niente in programma!')).toBeTruthy();
    const suggestions = screen.getByRole('list', { name: 'Suggerimenti per rivedersi' });
    expect(within(suggestions).getByRole('link').textContent).toContain('Visto l’ultima volta: ');
  });
});
