import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { setup, type SnapshotFrom } from 'xstate';
import { type MessagingTarget, messagingLink } from '@/domain/messaging';

/**
 * What a loaded person page does besides showing the person: the plan-indicating mode that
 * 'Indicate plan' toggles and 'Cancel' leaves (the week planner will read it to turn a tapped free
 * slot into a proposed event with this person), and the message button, which opens the person's
 * messaging app or, without a platform and id, sends the user to fill them in.
 */
export interface PersonPageContext {
  personId: string;
  messaging: MessagingTarget;
}

type PersonPageInput = PersonPageContext;

export type PersonPageEvent =
  | { type: 'plan.indicate' }
  | { type: 'plan.cancel' }
  | { type: 'message.open' };

const MESSAGING_MISSING = msg`Please fill person messaging platform and ID to manage...`;

export const personPageMachine = setup({
  types: {
    context: {} as PersonPageContext,
    events: {} as PersonPageEvent,
    input: {} as PersonPageInput,
  },
  actions: {
    openMessagingApp: (_, _params: { url: string }) => {},
    /** Shows MESSAGING_MISSING and opens the person's edit page. */
    goToEditForMessaging: (_, _params: { personId: string; message: MessageDescriptor }) => {},
  },
  guards: {
    hasMessagingLink: ({ context }) => messagingLink(context.messaging) !== null,
  },
}).createMachine({
  id: 'personPage',
  context: ({ input }) => input,
  initial: 'browsing',
  on: {
    'message.open': [
      {
        guard: 'hasMessagingLink',
        actions: { type: 'openMessagingApp', params: ({ context }) => ({ url: messagingLink(context.messaging) as string }) },
      },
      {
        actions: {
          type: 'goToEditForMessaging',
          params: ({ context }) => ({ personId: context.personId, message: MESSAGING_MISSING }),
        },
      },
    ],
  },
  states: {
    browsing: {
      on: { 'plan.indicate': 'indicatingPlan' },
    },
    indicatingPlan: {
      on: {
        'plan.indicate': 'browsing',
        'plan.cancel': 'browsing',
      },
    },
  },
});

type PersonPageSnapshot = SnapshotFrom<typeof personPageMachine>;

export const selectIsIndicatingPlan = (snapshot: PersonPageSnapshot) => snapshot.matches('indicatingPlan');
export const selectCanCancel = (snapshot: PersonPageSnapshot) => snapshot.can({ type: 'plan.cancel' });
