/**
 * Any call answered 401 (spec section 4: a token the server no longer accepts) is
 * reported here; the session listens and returns to visitor.
 */
type Listener = (errorCode: string) => void;

const listeners = new Set<Listener>();

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportUnauthorized(errorCode: string): void {
  for (const listener of [...listeners]) listener(errorCode);
}
