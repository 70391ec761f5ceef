/**
 * Any call that finds the session gone (401 INVALID_TOKEN) says so here, so the app can send the
 * user to log in wherever it happened, not only where the current user is loaded.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribes; returns the unsubscribe function. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionExpired() {
  for (const listener of listeners) listener();
}
