import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * A Mermaid state diagram of a machine, read from its definition: states (nested ones inside
 * their parent), what each state invokes and runs on entry, and every transition labelled
 * `event [guard] / actions`. Built-in actions such as `assign` are left out; named ones are shown.
 */
export function flowChart(machine: AnyStateMachine, source: string): string {
  const lines = ['stateDiagram-v2', ...nodeLines(machine.root, machine.root.states, '  ')];
  return [
    `# ${machine.id}`,
    '',
    `<!-- Generated from ${source} by \`npm run flows\`; do not edit. -->`,
    '',
    '```mermaid',
    ...lines,
    '```',
    '',
  ].join('\n');
}

type Transition = AnyStateNode['transitions'] extends Map<string, Array<infer T>> ? T : never;

const nameOf = (node: AnyStateNode) => node.path.join('_');

function nodeLines(node: AnyStateNode, children: Record<string, AnyStateNode>, indent: string): string[] {
  const lines: string[] = [];
  const initial = node.initial?.target[0];
  if (initial) lines.push(`${indent}[*] --> ${nameOf(initial)}`);
  for (const child of Object.values(children)) {
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state ${nameOf(child)} {`, ...nodeLines(child, child.states, `${indent}  `), `${indent}}`);
    }
    lines.push(...describe(child, indent));
    if (child.type === 'final') lines.push(`${indent}${nameOf(child)} --> [*]`);
  }
  const isRoot = node.parent === undefined;
  // The root is not drawn, so what it takes in every state is drawn from each state it can rest in.
  const sources = isRoot ? Object.values(children).filter((child) => child.type !== 'final' && !isTransient(child)) : [];
  for (const child of Object.values(children)) lines.push(...transitionLines(child, [child], indent));
  if (isRoot) lines.push(...transitionLines(node, sources, indent));
  return lines;
}

/** A state with an unguarded eventless transition is passed through at once, never rested in. */
export const isTransient = (node: AnyStateNode) => node.always?.some((transition) => !transition.guard) ?? false;

function describe(node: AnyStateNode, indent: string): string[] {
  const invoked = node.invoke.map((invoke) => `invoke ${String(invoke.src)}`);
  const entry = actionNames(node.entry);
  const notes = [...invoked, ...(entry.length ? [`entry ${entry.join(', ')}`] : [])];
  return notes.map((note) => `${indent}${nameOf(node)} : ${note}`);
}

function transitionLines(owner: AnyStateNode, sources: AnyStateNode[], indent: string): string[] {
  const lines: string[] = [];
  const eventless = owner.always ? [['', owner.always] as const] : [];
  for (const [eventType, transitions] of [...owner.transitions, ...eventless]) {
    transitions.forEach((transition: Transition, index: number) => {
      const afterGuarded = index > 0 && transitions.slice(0, index).some((earlier: Transition) => earlier.guard);
      const guard = guardName(transition.guard) ?? (afterGuarded ? 'else' : undefined);
      const actions = actionNames(transition.actions);
      const label = [
        eventLabel(owner, eventType),
        guard ? `[${guard}]` : '',
        actions.length ? `/ ${actions.join(', ')}` : '',
      ].filter(Boolean).join(' ');
      for (const source of sources) {
        for (const target of transition.target ?? [source]) {
          lines.push(`${indent}${nameOf(source)} --> ${nameOf(target)} : ${label}`);
        }
      }
    });
  }
  return lines;
}

function eventLabel(node: AnyStateNode, eventType: string): string {
  if (eventType === '') return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[2]} ${actor[1] === 'done' ? 'done' : 'failed'}`;
  if (eventType.startsWith('xstate.after.')) {
    const delay = eventType.slice('xstate.after.'.length).split('.')[0] as string;
    const ms = node.machine.implementations.delays[delay];
    return typeof ms === 'number' ? `after ${delay} (${ms} ms)` : `after ${delay}`;
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'inline guard';
}

function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    const type = typeof action === 'string'
      ? action
      : (action as { type?: unknown } | null)?.type;
    return typeof type === 'string' && !type.startsWith('xstate.') ? [type] : [];
  });
}
