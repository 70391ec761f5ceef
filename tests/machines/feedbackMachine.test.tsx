import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_SENT, type FeedbackEvent, feedbackMachine } from '@/machines/feedbackMachine';
import { i18n } from '@/views/locale';
import { ADA, failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { createModel, useFakeClock } from './support/modelTest';

const TEXT = 'More colours please';
const SENT = { feedbackId: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', feedbackText: TEXT, created_at: '2026-11-20T09:00:00.000Z' };

const model = createModel(feedbackMachine, {
  events: {
    'draft.change': [{ type: 'draft.change', text: TEXT }, { type: 'draft.change', text: '' }],
    'feedback.submit': [{ type: 'feedback.submit' }],
    'xstate.done.actor.sendFeedback': [
      { type: 'xstate.done.actor.sendFeedback', output: success({ feedbackId: SENT.feedbackId }) },
      { type: 'xstate.done.actor.sendFeedback', output: failure('Database down') },
    ],
    'xstate.error.actor.sendFeedback': [{ type: 'xstate.error.actor.sendFeedback', error: new Error('Network down') }],
  },
});

const field = () => screen.getByRole('textbox', { name: 'Your feedback' }) as HTMLTextAreaElement;
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('feedback machine, on /subscription', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.transitionPaths().map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp('/subscription');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchFeedback', { output: success([]) });
    await screen.findByText('Current Plan: TRIAL');
    expect(screen.getByText(/^Your trial runs until/).textContent).toBe('Your trial runs until Dec 22nd.');

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'draft.change': async (event) => {
          const { text } = event as Extract<FeedbackEvent, { type: 'draft.change' }>;
          // Typing first, so that even an empty field sends a change (as after sending).
          await app.user.type(field(), 'x');
          await app.user.clear(field());
          if (text) await app.user.type(field(), text);
        },
        'feedback.submit': async () => app.user.click(screen.getByRole('button', { name: 'Send feedback' })),
      },
      states: {
        editing: async ({ context }) => {
          expect(field().value).toBe(context.draft);
          expect(screen.getByRole('button', { name: 'Send feedback' })).toHaveProperty('disabled', context.draft.trim() === '');
          const errorMessage = context.errorMessage && i18n._(context.errorMessage);
          expect(alerts()).toEqual(errorMessage ? [errorMessage] : []);
          if (errorMessage) expect(errorMessage).toMatch(/^Error sending feedback: (Database down|Network down)$/);
        },
        sending: async () => {
          expect(app.fakes.isRunning('sendFeedback')).toBe(true);
          expect(app.fakes.inputsOf('sendFeedback').at(-1)).toEqual({ feedbackText: TEXT });
          expect(field().disabled).toBe(true);
        },
        sent: async () => {
          expect(alerts()).toEqual([i18n._(FEEDBACK_SENT)]);
          expect(field().value).toBe('');
          // The page lists what was sent.
          await app.fakes.settle('fetchFeedback', { output: success([SENT]) });
          await screen.findByText(TEXT);
        },
      },
    });
  });
});
