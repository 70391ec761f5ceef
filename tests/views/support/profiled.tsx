import { type ComponentType, type MemoExoticComponent, Profiler, type ProfilerOnRenderCallback, memo } from 'react';

const commits: string[] = [];
const record: ProfilerOnRenderCallback = (id) => { commits.push(id); };

/** How many renders each profiled component committed since the last call (by its Profiler's id); then forgets them. */
export function takeRenders(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const id of commits.splice(0)) counts[id] = (counts[id] ?? 0) + 1;
  return counts;
}

type Memoized<P extends object> = MemoExoticComponent<ComponentType<P>> & { type: ComponentType<P>; compare: ((a: P, b: P) => boolean) | null };

const isMemo = <P extends object>(component: ComponentType<P> | Memoized<P>): component is Memoized<P> =>
  (component as { $$typeof?: symbol }).$$typeof === Symbol.for('react.memo');

/**
 * `Component` rendering inside a <Profiler> named `idOf(props)`, for a vi.mock factory. A Profiler
 * reports every time it renders, so for a React.memo component it goes inside the memo: it reports
 * only the renders the memo lets through.
 */
export function profiled<P extends object>(Component: ComponentType<P> | Memoized<P>, idOf: (props: P) => string): ComponentType<P> {
  if (isMemo(Component)) return memo(profiled(Component.type, idOf), Component.compare ?? undefined) as unknown as ComponentType<P>;
  return function Profiled(props: P) {
    return <Profiler id={idOf(props)} onRender={record}><Component {...props} /></Profiler>;
  };
}
