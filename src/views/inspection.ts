import type { InspectionEvent, Observer } from 'xstate';

let inspect: Observer<InspectionEvent> | undefined;

/**
 * Opening the app with `?inspect` in development connects the Stately inspector to every actor
 * the app starts. Production builds drop this code and the inspector package entirely.
 */
export async function connectInspectorWhenAsked(search: string) {
  if (!import.meta.env.DEV || !new URLSearchParams(search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

/** Options for every actor a view starts. */
export const actorOptions = () => ({ inspect });
