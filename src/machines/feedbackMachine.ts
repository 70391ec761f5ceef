import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { FeedbackBody } from '@/domain/contract/feedback';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/** The feedback form of /subscription: write, send, thanks; writing again starts a new one. */
export interface FeedbackContext {
  draft: string;
  errorMessage: MessageDescriptor | null;
}

export type FeedbackEvent =
  | { type: 'draft.change'; text: string }
  | { type: 'feedback.submit' };

export const FEEDBACK_SENT = msg`Thank you! We read every message and will switch you to Standard.`;
const sendError = (message: string) => msg`Error sending feedback: ${message}`;

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
  },
  actors: {
    sendFeedback: appActorPlaceholder<Result<unknown>, FeedbackBody>('sendFeedback'),
  },
  actions: {
    /** The page lists the feedback sent so far. */
    reportSent: () => {},
  },
  guards: {
    isSuccess,
    hasDraft: ({ context }) => context.draft.trim() !== '',
  },
}).createMachine({
  id: 'feedback',
  context: { draft: '', errorMessage: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'draft.change': { actions: assign({ draft: ({ event }) => event.text }) },
        'feedback.submit': { guard: 'hasDraft', target: 'sending' },
      },
    },
    sending: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => ({ feedbackText: context.draft.trim() }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'sent',
            actions: [assign({ draft: '' }), 'reportSent'],
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => sendError(errorMessageOf(event.output)) }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ errorMessage: ({ event }) => sendError(messageOfThrown(event.error)) }),
        },
      },
    },
    sent: {
      on: { 'draft.change': { target: 'editing', actions: assign({ draft: ({ event }) => event.text }) } },
    },
  },
});

type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>;

export const selectDraft = (snapshot: FeedbackSnapshot) => snapshot.context.draft;
export const selectErrorMessage = (snapshot: FeedbackSnapshot) => snapshot.context.errorMessage;
export const selectCanSubmit = (snapshot: FeedbackSnapshot) => snapshot.can({ type: 'feedback.submit' });
export const selectIsSending = (snapshot: FeedbackSnapshot) => snapshot.matches('sending');
export const selectSuccessMessage = (snapshot: FeedbackSnapshot) => (snapshot.matches('sent') ? FEEDBACK_SENT : null);
