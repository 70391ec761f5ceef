import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ComingSoonPage } from '@/views/components/ComingSoonPage';
import { PageHeader } from '@/views/components/PageHeader';
import { RouteError } from '@/views/components/RouteError';
import { TextInput } from '@/views/components/TextInput';

describe('PageHeader', () => {
  it('shows the title, a close button to the return page, and each error as an error alert', () => {
    render(
      <MemoryRouter>
        <PageHeader title="Edit person" closeTo="/network/42" errors={['Error updating person: nope', null, 'Second problem']} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit person');
    expect(screen.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/network/42');
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Error updating person: nope', 'Second problem']);
    expect(alerts.every((alert) => alert.className.includes('colorError'))).toBe(true);
  });

  it('has no close button without a return page, and no alert without errors', () => {
    render(<MemoryRouter><PageHeader title="Home" /></MemoryRouter>);
    expect(screen.queryByRole('link', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ComingSoonPage', () => {
  it('titles the page and the browser tab, and says the page is coming', () => {
    render(<MemoryRouter><ComingSoonPage title="Reports" /></MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reports');
    expect(screen.getByText('Coming soon: this page is not ready yet.')).toBeTruthy();
    expect(document.title).toBe('Reports | FunPlans');
  });
});

describe('RouteError', () => {
  it('explains that the page failed and offers a reload', async () => {
    const Broken = () => {
      throw new Error('Failed to fetch dynamically imported module');
    };
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteError }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(screen.getByRole('alert').textContent).toBe('Error: Failed to fetch dynamically imported module');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
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
