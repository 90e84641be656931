type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * The Apollo link reports a 401 / UNAUTHENTICATED answer here (outside React); the SessionRuntime
 * listens and refreshes the customer (docs/rules/errors.md "Network 401").
 */
export function reportUnauthenticated(): void {
  for (const listener of listeners) listener();
}

export function onUnauthenticated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
