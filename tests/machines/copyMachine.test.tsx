import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { copyMachine } from '@/machines/copyMachine';
import { ADA, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { signedInAt } from '../views/integrations/integrationFixtures';
import { createModel, pathName, useFakeClock } from './support/modelTest';

type App = ReturnType<typeof renderApp>;

/** A page that copies a text, and what it says about it. */
interface Use {
  open(): Promise<App>;
  /** Where the text, its Copy button and its status are. */
  section(): HTMLElement;
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
  const status = () => within(use.section()).getByRole('status').textContent;

  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  // Every transition too: copying again after a copy or a refusal.
  it.each([...model.paths, ...model.transitionPaths()].map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = await use.open();
    await model.run(path, {
      actors: app.fakes,
      perform: {
        'text.copy': async () => app.user.click(within(use.section()).getByRole('button', { name: 'Copy' })),
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
