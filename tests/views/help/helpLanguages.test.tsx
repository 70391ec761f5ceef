import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/views/locale';
import { renderApp } from '../support/renderApp';

/** The link named `name` on /help, with its description. */
const linkTo = (name: string) => {
  const link = screen.getByRole('link', { name });
  return { href: link.getAttribute('href'), item: link.closest('li')?.textContent };
};

describe('/help in other languages', () => {
  // The test files of a worker share the active language.
  afterEach(() => switchLocale('en'));

  it('names the links and says what they lead to in German', async () => {
    await switchLocale('de');
    renderApp('/help');
    await screen.findByRole('heading', { name: 'Hilfe' });
    expect(document.title).toBe('Hilfe | FunPlans');
    expect(linkTo('Hol dir die mobile App')).toEqual({
      href: 'https://play.google.com/store/search?q=FunPlans&c=apps', item: 'Hol dir die mobile AppFunPlans im App Store',
    });
    expect(linkTo('Support-Seite').item).toBe('Support-SeiteAntworten auf häufige Fragen');
    expect(linkTo('Kontaktformular').item).toBe('KontaktformularSchreib uns');
  });

  it('names the links in Dutch', async () => {
    await switchLocale('nl');
    renderApp('/help');
    await screen.findByRole('heading', { name: 'Help' });
    expect(linkTo('Download de mobiele app').item).toBe('Download de mobiele appFunPlans in de appwinkel');
    expect(linkTo('Contactformulier').href).toBe('https://funplans.example/contact');
  });
});
