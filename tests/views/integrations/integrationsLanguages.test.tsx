import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, success } from '../support/fixtures';
import { useLanguage } from '../support/language';
import { openExternalEvent } from './integrationFixtures';

/** The page's facts, term by description. */
const facts = () => {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const details = screen.getAllByRole('definition').map((detail) => detail.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, details[i]]));
};

describe('/externalcalendar/{id} in German', () => {
  useLanguage('de');

  it('names its facts, its forms and their messages in German', async () => {
    const app = await openExternalEvent();
    expect(Object.keys(facts())).toEqual(['Datum', 'Zeit', 'Kalender', 'Beschreibung']);
    expect(facts().Zeit).toMatch(/^Vormittag um \d\d:\d\d$/);
    expect(screen.getByRole('form', { name: 'In Plan umwandeln' })).toBeTruthy();
    const ignore = screen.getByRole('form', { name: 'Termin ignorieren' });
    expect(within(ignore).getByRole('radio', { name: 'Alle Termine, die zum Text passen' })).toHaveProperty('checked', true);
    await app.user.click(within(ignore).getByRole('button', { name: 'Termin ignorieren' }));
    await app.fakes.settle('createIgnoreRule', { output: failure('Pattern too long') });
    expect((await within(ignore).findByRole('alert')).textContent).toBe('Fehler beim Hinzufügen der Regel: Pattern too long');
    await app.user.click(within(ignore).getByRole('button', { name: 'Termin ignorieren' }));
    await app.fakes.settle('createIgnoreRule', { output: success({ ruleId: 'rule' }) });
    expect((await screen.findByText(/^Regel hinzugefügt/)).textContent)
      .toBe('Regel hinzugefügt: Termine, die zu „Team standup“ passen, werden jetzt ausgegraut. Deine Ignorier-Regeln');
    expect(screen.getByRole('link', { name: 'Deine Ignorier-Regeln' }).getAttribute('href')).toBe('/settings/ignorerules');
  });
});

describe('/externalcalendar/{id} in Spanish', () => {
  useLanguage('es');

  it('names its facts and its forms in Spanish', async () => {
    await openExternalEvent();
    expect(Object.keys(facts())).toEqual(['Fecha', 'Hora', 'Calendario', 'Descripción']);
    expect(screen.getByRole('form', { name: 'Convertir en plan' })).toBeTruthy();
    expect(within(screen.getByRole('form', { name: 'Ignorar evento' })).getByRole('textbox', { name: 'Texto que buscar' })).toBeTruthy();
  });
});
