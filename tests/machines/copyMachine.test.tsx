import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { copyMachine } from '@/machines/copyMachine';
import { ADA, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { signedInAt } from '../views/integrations/integrationFixtures';
import { PLAN_ID, SHARE_CODE, ownPlan } from '../views/plans/planFixtures';
import { createModel, pathName, useFakeClock } from './support/modelTest';

type App = ReturnType<typeof renderApp>;

/** A page that copies a text, and what it says about it. */
interface Use {
  open(): Promise<App>;
  /** Where the text and its copy button are. */
  section(): HTMLElement;
  /** The copy button: 'Copy' unless named. */
  button?: string;
  /** What the page says about the copy: the section's status line unless told. */
  status?(): string | null;
  text: string;
  /** The status before any copy, after one, and when the browser refused. */
  says: { idle: string; copied: string; failed: string };
}

const FEED = 'https://funplans.example/ical/secret-1.ics';

const USES: Record<string, Use> = {
  "the own feed's address on /settings": {
    async open() {
      const app = await signedInAt('/settings');
      await app.fakes.settle('fetchIcalFeed', { output: success({ url: FEED }) });
      await screen.findByDisplayValue(FEED);
      return app;
    },
    section: () => screen.getByRole('region', { name: 'Your FunPlans calendar feed' }),
    text: FEED,
    says: { idle: '', copied: 'Copied to the clipboard', failed: 'Could not copy: select the address and copy it' },
  },
  "a plan's share link on /proposedplans/{id}": {
    async open() {
      const app = renderApp(`/proposedplans/${PLAN_ID}`);
      await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
      await app.fakes.settle('fetchPlanDetail', { output: success(ownPlan()) });
      await screen.findByRole('heading', { level: 1, name: 'Board games night' });
      return app;
    },
    section: () => screen.getByRole('button', { name: 'Share' }).parentElement as HTMLElement,
    button: 'Share',
    // The link stands beside its button: a refused copy leaves it there to select.
    status: () => screen.queryByRole('alert')?.textContent ?? '',
    text: `${window.location.origin}/plan/${SHARE_CODE}`,
    says: { idle: '', copied: 'Link copied: send it to whoever should answer.', failed: '' },
  },
  'the invite code on /connections': {
    async open() {
      const app = renderApp('/connections');
      await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
      await screen.findByText('Your invite code');
      return app;
    },
    section: () => screen.getByText('Your invite code').parentElement as HTMLElement,
    text: ADA.userInviteCode,
    says: {
      idle: 'Give it to a friend who uses FunPlans so they can connect with you.',
      copied: 'Copied!',
      failed: 'Could not copy: please copy the code by hand.',
    },
  },
};

describe.each(Object.entries(USES))('copy machine: %s', (_, use) => {
  const model = createModel(copyMachine, {
    input: { text: use.text },
    events: {
      'text.copy': [{ type: 'text.copy' }],
      'xstate.done.actor.copyText': [{ type: 'xstate.done.actor.copyText', output: undefined }],
      'xstate.error.actor.copyText': [{ type: 'xstate.error.actor.copyText', error: new DOMException('Write permission denied', 'NotAllowedError') }],
    },
  });
  const status = () => (use.status ?? (() => within(use.section()).getByRole('status').textContent))();

  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  // Every transition too: copying again after a copy or a refusal.
  it.each(model.transitionPaths().map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = await use.open();
    await model.run(path, {
      actors: app.fakes,
      perform: {
        'text.copy': async () => app.user.click(within(use.section()).getByRole('button', { name: use.button ?? 'Copy' })),
      },
      states: {
        idle: async () => {
          expect(status()).toBe(use.says.idle);
          expect(app.fakes.inputsOf('copyText')).toEqual([]);
        },
        copying: async () => {
          expect(app.fakes.isRunning('copyText')).toBe(true);
          expect(app.fakes.inputsOf('copyText').at(-1)).toBe(use.text);
        },
        copied: async () => expect(status()).toBe(use.says.copied),
        failed: async () => expect(status()).toBe(use.says.failed),
      },
    });
  });
});
