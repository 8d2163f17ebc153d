import type { SessionClock } from '../../server/shared/wire/sessionClock';

/**
 * A newer session clock from anywhere on the page (the responsible-gaming panel changed the
 * interval or the limit): the reality check's actor listens, so its wait follows the change
 * without a reload.
 */
type Listener = (clock: SessionClock) => void;

const listeners = new Set<Listener>();

export function onSessionClock(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionClock(clock: SessionClock): void {
  for (const listener of [...listeners]) listener(clock);
}
