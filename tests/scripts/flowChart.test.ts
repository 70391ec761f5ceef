import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { flowChart } from '../../scripts/flowChart';

const machine = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'reset' } },
  actors: { unlock: fromPromise<boolean>(async () => true) },
  actions: { ring: () => {}, goHome: () => {} },
  guards: { isUnlocked: () => true },
  delays: { settleDelay: 300 },
}).createMachine({
  id: 'door',
  context: { tries: 0 },
  initial: 'closed',
  on: { reset: '.closed' },
  states: {
    closed: {
      initial: 'locked',
      states: {
        locked: { on: { 'door.open': { target: 'unlocking', actions: [assign({ tries: 1 }), 'ring'] } } },
        unlocking: {
          invoke: {
            id: 'unlock',
            src: 'unlock',
            onDone: [{ guard: 'isUnlocked', target: '#door.open' }, { target: 'locked' }],
            onError: 'locked',
          },
        },
      },
    },
    open: { after: { settleDelay: 'gone' }, on: { 'door.close': 'closed' } },
    gone: { type: 'final', entry: 'goHome' },
  },
});

describe('flowChart', () => {
  const chart = flowChart(machine, 'src/machines/doorMachine.ts');

  it('is a Mermaid state diagram under the machine name, marked as generated', () => {
    expect(chart.startsWith('# door\n\n<!-- Generated from src/machines/doorMachine.ts by `npm run flows`; do not edit. -->\n\n```mermaid\nstateDiagram-v2\n')).toBe(true);
    expect(chart.endsWith('```\n')).toBe(true);
  });

  it('draws every state, transition, guard, invoke, delay and named action', () => {
    const body = chart.split('\n').slice(6, -2);
    expect(body).toEqual([
      '  [*] --> closed',
      '  state closed {',
      '    [*] --> closed_locked',
      '    closed_unlocking : invoke unlock',
      '    closed_locked --> closed_unlocking : door.open / ring',
      '    closed_unlocking --> open : unlock done [isUnlocked]',
      '    closed_unlocking --> closed_locked : unlock done [else]',
      '    closed_unlocking --> closed_locked : unlock failed',
      '  }',
      '  gone : entry goHome',
      '  gone --> [*]',
      '  open --> closed : door.close',
      '  open --> gone : after settleDelay (300 ms)',
      '  closed --> closed : reset',
      '  open --> closed : reset',
    ]);
  });

  it("draws a passing-through state's eventless transitions, and not the machine-wide events from it", () => {
    const gate = setup({
      types: { context: {} as { open: boolean }, events: {} as { type: 'reset' } },
      guards: { isOpen: ({ context }) => context.open },
    }).createMachine({
      id: 'gate',
      context: { open: false },
      initial: 'deciding',
      on: { reset: '.closed' },
      states: {
        deciding: { always: [{ guard: 'isOpen', target: 'open' }, { target: 'closed' }] },
        open: {},
        closed: {},
      },
    });
    expect(flowChart(gate, 'src/machines/gateMachine.ts').split('\n').slice(6, -2)).toEqual([
      '  [*] --> deciding',
      '  deciding --> open : always [isOpen]',
      '  deciding --> closed : always [else]',
      '  open --> closed : reset',
      '  closed --> closed : reset',
    ]);
  });
});
