// Reloading the notice list while it loads (machines/notice.machine.ts): a language change
// asks again at once, and the answer of the load it replaced, in the old language, is not
// shown. The model's actors answer by invoke id, so it cannot tell the two loads apart; this
// gives each load its own answer. Node only, so the notice mutation group runs it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { noticeMachine } from '../../machines/notice.machine';
import type { Notice } from '../../src/api/content';

const notice = (id: number, title: string) => ({ id, title }) as unknown as Notice;

describe('a notice list reloaded while it loads', () => {
  it('starts a new load and ignores the answer of the one it replaced', async () => {
    const answers: ((list: Notice[]) => void)[] = [];
    const machine = noticeMachine.provide({
      actors: { loadNotices: fromPromise<Notice[]>(() => new Promise((resolve) => answers.push(resolve))) },
    });
    const actor = createActor(machine).start();
    expect(answers).toHaveLength(1);
    actor.send({ type: 'RELOAD' });
    expect(answers).toHaveLength(2);
    answers[0]!([notice(1, 'old language')]);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    answers[1]!([notice(1, 'new language')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.notices).toEqual([notice(1, 'new language')]);
    actor.stop();
  });
});
