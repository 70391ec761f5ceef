import { screen } from '@testing-library/react';
import type { PersonDetail } from '@/domain/contract/people';
import { ADA, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { detail } from './peopleFixtures';

/**
 * Renders `path` for Ada, settles the current user and the person detail the page loads, and
 * waits for the page's heading: the start of every test of a page about one person.
 */
export async function openWithPerson(path: string, heading: string, personDetail: PersonDetail = detail()) {
  const app = renderApp(path);
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  await app.fakes.settle('fetchPersonDetail', { output: success(personDetail) });
  await screen.findByRole('heading', { name: heading });
  return app;
}
