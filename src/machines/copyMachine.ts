import { setup, type SnapshotFrom } from 'xstate';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * Copying a text the user is to paste elsewhere (the own feed's address, the invite code): the
 * browser may refuse the clipboard, and then the page says to copy it by hand. Copying again is
 * always possible.
 */
export interface CopyContext {
  text: string;
}

export interface CopyInput {
  text: string;
}

export type CopyEvent = { type: 'text.copy' };

export const copyMachine = setup({
  types: {
    context: {} as CopyContext,
    events: {} as CopyEvent,
    input: {} as CopyInput,
  },
  actors: {
    /** Writes its input to the clipboard; rejects when the browser refuses. */
    copyText: appActorPlaceholder<void, string>('copyText'),
  },
}).createMachine({
  id: 'copy',
  context: ({ input }) => ({ text: input.text }),
  initial: 'idle',
  on: {
    'text.copy': '.copying',
  },
  states: {
    idle: {},
    copying: {
      on: { 'text.copy': {} },
      invoke: {
        id: 'copyText',
        src: 'copyText',
        input: ({ context }) => context.text,
        onDone: 'copied',
        onError: 'failed',
      },
    },
    copied: {},
    failed: {},
  },
});

type CopySnapshot = SnapshotFrom<typeof copyMachine>;

export const selectIsCopied = (snapshot: CopySnapshot) => snapshot.matches('copied');
export const selectIsCopyFailed = (snapshot: CopySnapshot) => snapshot.matches('failed');
