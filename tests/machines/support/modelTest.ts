/**
 * Model-based tests for machines that invoke actors and wait on delays, which
 * `createTestModel` refuses. `createModel` walks the machine's graph with xstate/graph's TestModel
 * (shortest paths) using the concrete events you list; `run` replays one path against the rendered
 * app: user events through your `perform` functions, actor outcomes by settling a FakeActors
 * invocation, delays by moving the fake clock. After every step the state's check runs.
 *
 *   const model = createModel(loginMachine, { events: { 'form.submit': [{ type: 'form.submit' }], ... } });
 *   it('reaches every state', () => expect(model.unreachedStates()).toEqual([]));
 *   it.each(model.paths.map((path) => [path.description, path]))('%s', (_, path) => model.run(path, driver));
 *
 * `paths` reach every state by its shortest path; `transitionPaths()` is those and one path more
 * for every other transition between two different states (e.g. a retry back to `loading`), for
 * machines whose graph is small enough to afford it. Every state on a path is checked, so a path
 * whose events begin another path is left out (`covering`): the longer one checks the same states.
 *
 * Missing fixtures throw: an event type of the machine without a listed event (delays excepted),
 * a listed event the machine does not know, a user event without `perform`, a state without a check.
 * Paths with delays need `vi.useFakeTimers()` (see `useFakeClock`).
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type {
  AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, InputFrom, SnapshotFrom, StateValue,
} from 'xstate';
import { TestModel, type TestPath } from 'xstate/graph';
import { isTransient } from '../../../scripts/flowChart';
import type { FakeActors, Outcome } from './fakeActors';

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /**
   * The events to explore, by type: one or more for every event the machine takes, including each
   * actor outcome as `xstate.done.actor.<id>` with an `output` or `xstate.error.actor.<id>` with an `error`.
   */
  events: Record<string, readonly AnyEventObject[]>;
  input?: InputFrom<TMachine>;
  /** What makes two snapshots the same vertex of the graph; by default the state value and context. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => unknown;
}

export interface PathDriver<TMachine extends AnyStateMachine> {
  /** Carries out an event that comes from the user or the page, by event type. */
  perform: Record<string, (event: EventObject) => Promise<void>>;
  /** Checks what the app shows in a leaf state, by its path ('loading', 'form.editing'). */
  states: Record<string, (snapshot: SnapshotFrom<TMachine>) => Promise<void>>;
  /** Where actor outcomes are settled. */
  actors: FakeActors;
}

type Path<TMachine extends AnyStateMachine> = TestPath<SnapshotFrom<TMachine>, EventObject>;

const DELAY_PREFIX = 'xstate.after.';
const ACTOR_OUTCOME = /^xstate\.(done|error)\.actor\.(.+)$/;

/** Fakes the timers xstate schedules delays with; Testing Library's waitFor moves them too. */
export const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

export function createModel<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine>) {
  const eventTypes = [...new Set(stateNodes(machine.root).flatMap((node) => [...node.transitions.keys()]))];
  const delayTypes = eventTypes.filter((type) => type.startsWith(DELAY_PREFIX));
  const userTypes = eventTypes.filter((type) => !type.startsWith(DELAY_PREFIX) && !ACTOR_OUTCOME.test(type));
  for (const type of eventTypes) {
    if (!type.startsWith(DELAY_PREFIX) && !options.events[type]?.length) {
      throw new Error(`Machine "${machine.id}": no fixture event for "${type}"`);
    }
  }
  for (const [type, events] of Object.entries(options.events)) {
    if (!eventTypes.includes(type)) throw new Error(`Machine "${machine.id}" takes no event "${type}"`);
    if (events.some((event) => event.type !== type)) throw new Error(`Fixtures under "${type}" must have that type`);
  }

  const serialize = options.serializeState
    ?? ((snapshot) => ({ value: (snapshot as AnyMachineSnapshot).value, context: (snapshot as AnyMachineSnapshot).context }));
  const serializeState = (snapshot: unknown) => JSON.stringify(serialize(snapshot as SnapshotFrom<TMachine>));
  const model = new TestModel(machine, {
    input: options.input,
    events: [...Object.values(options.events).flat(), ...delayTypes.map((type) => ({ type }))],
    serializeState,
  });
  const paths = covering(model.getShortestPaths() as Path<TMachine>[]);

  function transitionPaths(): Path<TMachine>[] {
    const shortest = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [serializeState(path.state), path]));
    const eventsTo = (vertex: string) => (shortest.get(vertex)?.steps ?? []).slice(1).map((step) => step.event);
    const extra: EventObject[][] = [];
    for (const [vertex, { transitions }] of Object.entries(model.getAdjacencyMap())) {
      for (const { event, state } of Object.values(transitions) as Array<{ event: EventObject; state: unknown }>) {
        const target = serializeState(state);
        const treeEdge = (steps: EventObject[]) => JSON.stringify(steps) === JSON.stringify([...eventsTo(vertex), event]);
        if (target === vertex || treeEdge(eventsTo(target))) continue;
        extra.push([...eventsTo(vertex), event]);
      }
    }
    // From the initial snapshot the traversal made: left to getPathsFromEvents, that one loses the context.
    const fromState = paths[0]?.steps[0]?.state;
    return covering([...paths, ...extra.flatMap((events) => model.getPathsFromEvents(events, { fromState, serializeState }))] as Path<TMachine>[]);
  }
  // No path stops in a state it only passes through, so such a state needs no check.
  const leaves = stateNodes(machine.root)
    .filter((node) => Object.keys(node.states).length === 0 && !isTransient(node))
    .map((node) => node.path.join('.'));

  async function execute(event: EventObject, driver: PathDriver<TMachine>) {
    if (event.type.startsWith(DELAY_PREFIX)) {
      await act(() => vi.advanceTimersByTimeAsync(delayOf(machine, event.type)));
      return;
    }
    const outcome = ACTOR_OUTCOME.exec(event.type);
    if (outcome) {
      await driver.actors.settle(outcome[2] as string, event as unknown as Outcome);
      return;
    }
    await driver.perform[event.type]?.(event);
  }

  return {
    paths,
    /** `paths` and one more path for every other transition between two different states. */
    transitionPaths,

    /** Leaf states that no path reaches: the fixtures miss an outcome, or the machine has a dead state. */
    unreachedStates() {
      const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => leafPaths((step.state as AnyMachineSnapshot).value))));
      return leaves.filter((leaf) => !reached.has(leaf));
    },

    /** Replays one path against the rendered app. */
    async run(path: Path<TMachine>, driver: PathDriver<TMachine>) {
      const unchecked = leaves.filter((leaf) => !driver.states[leaf]);
      if (unchecked.length) throw new Error(`No state check for ${unchecked.join(', ')}`);
      const unperformed = userTypes.filter((type) => !driver.perform[type]);
      if (unperformed.length) throw new Error(`No perform for ${unperformed.join(', ')}`);
      await path.test({
        events: Object.fromEntries(eventTypes.map((type) => [type, (step: { event: EventObject }) => execute(step.event, driver)])),
        states: {
          '*': async (snapshot) => {
            for (const leaf of leafPaths((snapshot as AnyMachineSnapshot).value)) await driver.states[leaf]?.(snapshot);
          },
        },
      });
    },
  };
}

/**
 * The paths without those whose events begin another path (the same events, in order, then more):
 * a machine is deterministic, so the longer path passes the same states and checks each of them.
 */
export function covering<TPath extends { steps: ReadonlyArray<{ event: EventObject }> }>(paths: readonly TPath[]): TPath[] {
  const sequences = paths.map((path) => path.steps.slice(1).map((step) => JSON.stringify(step.event)));
  const keys = sequences.map((events) => events.join('\n'));
  const begins = (start: string[], events: string[]) => start.length < events.length && start.every((event, index) => event === events[index]);
  return paths.filter((_, index) => keys.indexOf(keys[index]!) === index && !sequences.some((events) => begins(sequences[index]!, events)));
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child as AnyStateNode))];
}

function leafPaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : leafPaths(child).map((path) => `${key}.${path}`));
}

function delayOf(machine: AnyStateMachine, eventType: string): number {
  const name = eventType.slice(DELAY_PREFIX.length).split('.')[0] as string;
  const delay: unknown = machine.implementations.delays[name] ?? Number(name);
  if (typeof delay !== 'number' || Number.isNaN(delay)) throw new Error(`Delay "${name}" is not a fixed number of ms`);
  return delay;
}

/**
 * A path by its events, outcomes by their kind ('done.actor.deleteEvent: error'), which reads
 * better in a test's name than its states' contexts; `describe` may name some events itself.
 */
export function pathName(
  path: { steps: ReadonlyArray<{ event: AnyEventObject }> },
  describe: (event: AnyEventObject) => string | undefined = () => undefined,
): string {
  return path.steps.slice(1).map(({ event }) => {
    const described = describe(event);
    if (described) return described;
    const type = event.type.replace('xstate.', '');
    const status = 'output' in event ? (event.output as { status?: string } | undefined)?.status : undefined;
    return status ? `${type}: ${status}` : type;
  }).join(' → ') || 'start';
}
