// Work done after an answer (server/platform/deferred.ts): held until the request's
// answer has gone out, started at once outside a request, failures reported, and
// settled() waits for all of it, held work included.
import { describe, expect, it, vi } from 'vitest';
import { createDeferredWork } from '../../server/platform/deferred';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('work after an answer', () => {
  it('[FORGOT-24] work a request defers waits for its release, then runs; settled() waits for it', async () => {
    const deferred = createDeferredWork();
    const ran: string[] = [];
    let release!: () => void;
    await new Promise<void>((done) => {
      release = deferred.hold(() => {
        deferred.run('mail', async () => {
          ran.push('mail');
        });
        done();
      });
    });
    await turn();
    await turn();
    expect(ran).toEqual([]);
    const settled = deferred.settled();
    release();
    await settled;
    expect(ran).toEqual(['mail']);
  });

  it('[FORGOT-24] outside a request, or after the release, work starts on the next turn', async () => {
    const deferred = createDeferredWork();
    const ran: string[] = [];
    deferred.run('now', async () => void ran.push('now'));
    expect(ran).toEqual([]);
    await deferred.settled();
    expect(ran).toEqual(['now']);
    const release = deferred.hold(() => undefined);
    release();
    await new Promise<void>((done) => deferred.hold(() => (deferred.run('late', async () => void ran.push('late')), done()))());
    await deferred.settled();
    expect(ran).toEqual(['now', 'late']);
  });

  it('[FORGOT-24] a failed task is reported with its name, and settled() still resolves', async () => {
    const onFailure = vi.fn();
    const deferred = createDeferredWork(onFailure);
    deferred.run('mail', async () => {
      throw new Error('gateway down');
    });
    await deferred.settled();
    expect(onFailure).toHaveBeenCalledWith('mail', expect.objectContaining({ message: 'gateway down' }));
  });
});
