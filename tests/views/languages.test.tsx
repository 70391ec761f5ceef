import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '@/domain/locales';
import { slotsToText } from '@/domain/planSlots';
import { browserLocale, switchLocale } from '@/views/locale';
import { UNAUTHORIZED, success } from './support/fixtures';
import { field } from './support/forms';
import { renderApp } from './support/renderApp';
import { SHARE_CODE, plan } from './plans/planFixtures';
// Loaded ahead, as the plan page loads it lazily (see tests/machines/planResponseMachine.test.tsx).
import '@/views/plans/PlanAnswer';

/** What /login and the shared plan page say in each language (issue 27): the translations themselves, written out. */
const LOGIN: Record<Locale, { title: string; email: string; password: string; remember: string; logIn: string; language: string }> = {
  en: { title: 'Web Sign in', email: 'Email', password: 'Password', remember: 'Remember me', logIn: 'Log In', language: 'Language' },
  de: { title: 'Web-Anmeldung', email: 'E-Mail', password: 'Passwort', remember: 'Angemeldet bleiben', logIn: 'Anmelden', language: 'Sprache' },
  fr: { title: 'Connexion web', email: 'E-mail', password: 'Mot de passe', remember: 'Se souvenir de moi', logIn: 'Se connecter', language: 'Langue' },
  es: { title: 'Acceso web', email: 'Correo electrónico', password: 'Contraseña', remember: 'Recordarme', logIn: 'Iniciar sesión', language: 'Idioma' },
  it: { title: 'Accesso web', email: 'Email', password: 'Password', remember: 'Ricordami', logIn: 'Accedi', language: 'Lingua' },
  nl: { title: 'Inloggen op het web', email: 'E-mail', password: 'Wachtwoord', remember: 'Onthoud mij', logIn: 'Inloggen', language: 'Taal' },
};

const PLAN_PAGE: Record<Locale, { proposedBy: string; slot: string; question: string; name: string; send: string }> = {
  en: { proposedBy: 'Proposed by Ada', slot: 'Dec 31st 2030, Evening', question: 'Which of these suit you?', name: 'Your name', send: 'Send answer' },
  de: { proposedBy: 'Vorgeschlagen von Ada', slot: '31. Dez. 2030, Abend', question: 'Welche davon passen dir?', name: 'Dein Name', send: 'Antwort senden' },
  fr: { proposedBy: 'Proposé par Ada', slot: '31 déc. 2030, Soir', question: 'Lesquels te conviennent ?', name: 'Ton nom', send: 'Envoyer la réponse' },
  es: { proposedBy: 'Propuesto por Ada', slot: '31 dic 2030, Noche', question: '¿Cuáles te van bien?', name: 'Tu nombre', send: 'Enviar respuesta' },
  it: { proposedBy: 'Proposto da Ada', slot: '31 dic 2030, Sera', question: 'Quali ti vanno bene?', name: 'Il tuo nome', send: 'Invia risposta' },
  nl: { proposedBy: 'Voorgesteld door Ada', slot: '31 dec 2030, Avond', question: 'Welke komen je uit?', name: 'Je naam', send: 'Antwoord versturen' },
};

describe.each(LOCALES.map((locale) => [locale] as const))('in %s', (locale) => {
  it('/login shows every text, the page title and <html lang> in the language', async () => {
    await switchLocale(locale);
    const app = renderApp('/login');
    await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
    const words = LOGIN[locale];
    await screen.findByRole('heading', { name: words.title });
    expect(document.title).toBe(`${words.title} | FunPlans`);
    expect(document.documentElement.lang).toBe(locale);
    expect(field(words.email)).toHaveProperty('type', 'email');
    expect(field(words.password)).toHaveProperty('type', 'password');
    expect(screen.getByRole('checkbox', { name: words.remember })).toBeTruthy();
    expect(screen.getByRole('button', { name: words.logIn })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: words.language })).toHaveProperty('value', locale);
  });

  it('the shared plan page shows the plan, its slots in the local date format and the form in the language', async () => {
    await switchLocale(locale);
    const app = renderApp(`/plan/${SHARE_CODE}`, { sessionHint: false });
    const slots = slotsToText([{ date: '2030-12-31', timeSlot: 'evening' }]);
    await app.fakes.settle('fetchPlanByCode', { output: success(plan({ proposedPlanTimeSlots: slots })) });
    const words = PLAN_PAGE[locale];
    await screen.findByText(words.proposedBy);
    expect(document.documentElement.lang).toBe(locale);
    await screen.findByRole('heading', { name: words.question });
    expect(screen.getByRole('checkbox', { name: words.slot })).toBeTruthy();
    expect(field(words.name)).toBeTruthy();
    expect(screen.getByRole('button', { name: words.send })).toBeTruthy();
  });
});

describe('the language menu', () => {
  it('names each language in itself and switches the page, its lang and this browser\'s choice', async () => {
    const app = renderApp('/login');
    await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
    await screen.findByRole('heading', { name: 'Web Sign in' });
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect(within(menu).getAllByRole('option').map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'], ['Deutsch', 'de'], ['Français', 'fr'], ['Español', 'es'], ['Italiano', 'it'], ['Nederlands', 'nl'],
    ]);
    await app.user.selectOptions(menu, 'Français');
    await screen.findByRole('heading', { name: 'Connexion web' });
    expect(document.documentElement.lang).toBe('fr');
    await waitFor(() => expect(document.title).toBe('Connexion web | FunPlans'));
    expect(document.cookie).toContain('funplans-locale=fr');
  });
});

describe('the language before the user is known', () => {
  it("is this browser's choice, else the first of its languages the app speaks, else English", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'de-AT', 'fr']);
    expect(browserLocale()).toBe('de');
    document.cookie = 'funplans-locale=it; path=/';
    expect(browserLocale()).toBe('it');
    document.cookie = 'funplans-locale=; path=/; max-age=0';
    languages.mockReturnValue(['ja']);
    expect(browserLocale()).toBe('en');
  });
});
