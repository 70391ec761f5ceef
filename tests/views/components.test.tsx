import type { ChangeEvent } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from '@/views/components/CheckboxField';
import { PageHeader } from '@/views/components/PageHeader';
import { PersonAvatar } from '@/views/components/PersonAvatar';
import { ConfirmDialog } from '@/views/components/ConfirmDialog';
import { MainNav } from '@/views/components/MainNav';
import { RouteError, RouteErrorBoundary } from '@/views/components/RouteError';
import { TextInput } from '@/views/components/TextInput';
import { useScrollToTopOnNavigation } from '@/views/hooks/useScrollToTopOnNavigation';
import { switchLocale } from '@/views/locale';
import { WithLanguage } from './support/language';

const translated = { wrapper: WithLanguage };

describe('PageHeader', () => {
  it('shows the title, a close button to the return page, and each error as an error alert', () => {
    render(
      <MemoryRouter>
        <PageHeader title="Edit person" closeTo="/network/42" errors={['Error updating person: nope', null, 'Second problem']} />
      </MemoryRouter>,
      translated,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit person');
    expect(screen.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/network/42');
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Error updating person: nope', 'Second problem']);
    expect(alerts.every((alert) => alert.className.includes('colorError'))).toBe(true);
  });

  it('has no close button without a return page, and no alert without errors', () => {
    render(<MemoryRouter><PageHeader title="Home" /></MemoryRouter>, translated);
    expect(screen.queryByRole('link', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('RouteErrorBoundary', () => {
  it('explains that the page failed and offers a reload, until the user goes to another page', async () => {
    const Broken = () => {
      throw new Error('Failed to fetch dynamically imported module');
    };
    // A page that fails on /broken, and a link that stays outside the failing page.
    const Page = () => (useLocation().pathname === '/broken' ? <Broken /> : <p>Working page</p>);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/elsewhere">Elsewhere</Link>
        <RouteErrorBoundary><Page /></RouteErrorBoundary>
      </MemoryRouter>,
      translated,
    );
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(screen.getByRole('alert').textContent).toBe('Error: Failed to fetch dynamically imported module');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Working page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});

describe('TextInput', () => {
  it('is a labelled, required text box described by its helper text, and reports changes', () => {
    const onChange = vi.fn();
    render(<TextInput label="Password" type="password" required helperText="At least 8 characters" value="" onChange={onChange} />);
    const input = screen.getByLabelText(/Password/) as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.required).toBe(true);
    expect(screen.getByText('At least 8 characters').id).toBe(input.getAttribute('aria-describedby'));
    fireEvent.change(input, { target: { value: 'secret' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('is a multi-line box when asked, and disabled with its form', () => {
    render(<TextInput label="Comments" multiline minRows={2} disabled value="Hi" onChange={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Comments' });
    expect(box.tagName).toBe('TEXTAREA');
    expect((box as HTMLTextAreaElement).disabled).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('CheckboxField', () => {
  it('is a checkbox named by its label, toggled from the label too, and disabled with its form', () => {
    const onChange = vi.fn((event: ChangeEvent<HTMLInputElement>) => event.target.checked);
    const { rerender } = render(<CheckboxField label="Remember me" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('Remember me'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveReturnedWith(true);

    rerender(<CheckboxField label="Remember me" checked disabled onChange={onChange} />);
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
  });
});

describe('useScrollToTopOnNavigation', () => {
  it('starts a new page at its top, and leaves going back to the browser', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    function Pages() {
      useScrollToTopOnNavigation();
      const navigate = useNavigate();
      return <button type="button" onClick={() => navigate(-1)}>Back</button>;
    }
    render(
      <MemoryRouter initialEntries={['/network']}>
        <Link to="/network/42">Ada</Link>
        <Pages />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Ada' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);

    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('PersonAvatar', () => {
  it("loads at once in a page's header, often its largest paint, and only as it scrolls into view in a long list", () => {
    render(
      <>
        <PersonAvatar avatar="avatar_female_1" color="#A9DEF9" alt="Ada's avatar" size={96} />
        <PersonAvatar avatar="avatar_male_1" color="#D0F4DE" alt="Bo's avatar" size={32} lazy />
      </>,
    );
    const header = screen.getByRole('img', { name: "Ada's avatar" });
    expect(header.getAttribute('loading')).toBe('eager');
    expect(header.getAttribute('src')).toBe('/img/avatars/avatar_female_1.png');
    expect(screen.getByRole('img', { name: "Bo's avatar" }).getAttribute('loading')).toBe('lazy');
  });
});

describe('in another language', () => {
  it('says what failed, offline or missing in the language shown, and names the tabs in it', async () => {
    await switchLocale('de');
    render(
      <MemoryRouter initialEntries={['/network/42']}>
        <MainNav />
        <RouteError error={new Error('boom')} />
      </MemoryRouter>,
      translated,
    );
    expect(screen.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Start', 'Netzwerk', 'Ich', 'Mehr Einstellungen']);
    expect(within(nav).getByRole('link', { name: 'Netzwerk' }).getAttribute('aria-current')).toBe('page');

    await switchLocale('fr');
    expect(await screen.findByRole('heading', { name: 'Un problème est survenu' })).toBeTruthy();
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Accueil', 'Réseau', 'Moi', 'Plus réglages']);

    render(<ConfirmDialog open title="Supprimer Anna ?" text="Pour toujours." busy={false} canConfirm canCancel onConfirm={() => {}} onCancel={() => {}} />, translated);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer Anna ?' });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Annuler', 'Supprimer']);
  });
});
