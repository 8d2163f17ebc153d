// Work a route starts and does not wait for: it runs once the answer has gone out. Used
// where the time an answer takes would tell a caller something it must not learn
// (trust.md, enumeration): forgot-password by e-mail and the SMS code routes answer the
// same way whether or not an account matched, so the matching path's writes (a temporary
// password, the message to the outbox) run after the answer, and both answers take the
// same time. A failed task is logged, never thrown at a caller who already has an answer.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface DeferredWork {
  /**
   * Starts `task` after the answer of the request under way has been sent (see `hold`),
   * or on the next turn of the event loop outside a request.
   */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has ended (shutdown, development reads, tests). */
  settled(): Promise<void>;
  /**
   * Runs `next`, the rest of a request's handling, so that the work it defers waits; the
   * returned release starts that work (call it once the answer has been sent).
   */
  hold(next: () => void): () => void;
}

export type DeferredFailure = (name: string, error: unknown) => void;

/** The tasks a request deferred, waiting for its answer to go out. */
interface Held {
  starts: (() => void)[];
  released: boolean;
}

export function createDeferredWork(onFailure: DeferredFailure = (name, error) => console.error(`deferred task ${name} failed`, error)): DeferredWork {
  const pending = new Set<Promise<void>>();
  const request = new AsyncLocalStorage<Held>();
  return {
    run(name, task) {
      let start!: () => void;
      const started = new Promise<void>((resolve) => (start = resolve));
      const running: Promise<void> = started
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => onFailure(name, error),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
      const held = request.getStore();
      if (held && !held.released) held.starts.push(start);
      else setImmediate(start);
    },
    async settled() {
      // A task may start another: wait until none is left.
      while (pending.size) await Promise.all([...pending]);
    },
    hold(next) {
      const held: Held = { starts: [], released: false };
      request.run(held, next);
      return () => {
        held.released = true;
        for (const start of held.starts.splice(0)) start();
      };
    },
  };
}
