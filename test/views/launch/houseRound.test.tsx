// The house slot and dice pages replayed along their models: before play the fairness
// panel shows the server seed hash, the client seed and the nonce; a round shows its
// result and the new balance; refusals show their message; seed changes rotate.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { houseDiceMachine } from '../../../machines/houseDice.machine';
import type { houseSlotMachine } from '../../../machines/houseSlot.machine';
import { diceOdds } from '../../../machines/houseRules';
import { errorKey } from '../../../src/i18n/useT';
import { HouseDiceView } from '../../../src/views/house/HouseDiceView';
import { HouseSlotView } from '../../../src/views/house/HouseSlotView';
import { assertionProblems } from '../../model/checks';
import { buildGraph } from '../../model/graph';
import { requireEntry } from '../../model/registry';
import { runPath, type StepContext } from '../../model/runner';
import { messages, onePerKey, text } from './harness';

type Snapshot = ReturnType<ActorRefFrom<typeof houseSlotMachine>['getSnapshot']>;

function check(game: 'slot' | 'dice') {
  return ({ snapshot }: StepContext) => {
    const s = snapshot as Snapshot;
    const { context } = s;
    if (s.matches('loading')) {
      expect(screen.getByTestId('house-loading')).toBeTruthy();
      return;
    }
    if (s.matches('loadFailed')) {
      expect(screen.getByTestId('house-load-failed').textContent).toContain(text(errorKey(context.errorCode)));
      return;
    }
    // Provably fair before play: the hash, the seed, the nonce, the way to verify.
    expect(screen.getByTestId('house-server-seed-hash').textContent).toBe(context.fairness!.serverSeedHash);
    expect(screen.getByTestId('house-nonce').textContent).toBe(String(context.fairness!.nonce));
    expect((screen.getByTestId('house-client-seed-input') as HTMLInputElement).value).toBe(context.seedDraft);
    expect(screen.getByTestId('house-verify-link').getAttribute('href')).toContain(`/house/verify?game=${game}`);
    if (context.fairness!.previous) expect(screen.getByTestId('house-previous-seed').textContent).toContain(context.fairness!.previous.serverSeed);
    expect((screen.getByTestId('house-amount-input') as HTMLInputElement).value).toBe(context.bet.amount);
    const busy = s.matches('playing') || s.matches('rotating');
    expect((screen.getByTestId(game === 'slot' ? 'house-spin' : 'house-roll') as HTMLButtonElement).disabled).toBe(busy);
    const error = screen.queryByTestId('house-error');
    if (context.errorCode && !busy) expect(error?.textContent).toContain(text(errorKey(context.errorCode)));
    else expect(error).toBeNull();
    if (context.problem === 'amount') expect(screen.getByTestId('house-amount-error').textContent).toContain(text('lobby.house.amountProblem'));
    if (context.problem === 'seed') expect(screen.getByTestId('house-client-seed-error').textContent).toContain(text('lobby.house.fair.seedProblem'));
    if (context.problem === 'target') expect(screen.getByTestId('dice-target-error').textContent).toContain(text('lobby.house.dice.targetProblem'));
    if (context.balance) expect(screen.getByTestId('house-balance').textContent).toContain(context.balance);
    if (game === 'dice') {
      const odds = diceOdds(context.bet);
      expect(screen.getByTestId('dice-odds').textContent).toContain(odds ? `${odds.chance}%` : '—');
    }
    const result = screen.getByTestId('house-result').textContent ?? '';
    const last = context.last as { payout: string; outcome: { roll?: string; wins?: { line: number }[] } } | null;
    if (last && game === 'dice') expect(screen.getByTestId('dice-roll').textContent).toBe(last.outcome.roll);
    if (last && game === 'slot') {
      expect(result).toContain(last.payout);
      expect(screen.getByTestId('house-line-wins').textContent).toContain(`Line ${last.outcome.wins![0]!.line}`);
    }
    if (!last) expect(result).toContain(text(game === 'slot' ? 'lobby.house.slot.hint' : 'lobby.house.dice.hint'));
  };
}

const setDrivers = (game: 'slot' | 'dice', actor: () => AnyActorRef) => ({
  SET: (event: { type: string; field?: string; value?: string }) =>
    act(() => {
      const id = event.field === 'amount' ? 'house-amount-input' : event.field === 'target' ? 'dice-target-input' : null;
      const box = id ? (screen.getByTestId(id) as HTMLInputElement) : null;
      // The same value again is no change for the box: send it.
      if (box && box.value !== event.value) fireEvent.change(box, { target: { value: event.value } });
      else actor().send(event);
    }),
  SET_SEED: (event: { type: string; seed?: string }) =>
    act(() => {
      fireEvent.change(screen.getByTestId('house-client-seed-input'), { target: { value: event.seed } });
    }),
  PLAY: () =>
    act(() => {
      fireEvent.click(screen.getByTestId(game === 'slot' ? 'house-spin' : 'house-roll'));
    }),
  ROTATE: () =>
    act(() => {
      fireEvent.click(screen.getByTestId('house-rotate'));
    }),
  RETRY: () =>
    act(() => {
      fireEvent.click(screen.getByTestId('house-retry'));
    }),
});

for (const game of ['slot', 'dice'] as const) {
  const name = game === 'slot' ? 'houseSlot' : 'houseDice';
  const entry = await requireEntry(name);
  const graph = buildGraph(entry);
  const keys = new Set([...graph.keys, ...graph.journeys.flatMap((j) => j.steps.map((step) => step.key))]);
  const views = Object.fromEntries([...keys].map((key) => [key, check(game)]));

  describe(`${name} view`, () => {
    it('has a view assertion for every reachable state, and none for a state that does not exist', () => {
      expect(assertionProblems(graph, views)).toEqual([]);
    });

    for (const path of [...onePerKey(graph.paths), ...graph.journeys]) {
      it(`view along ${path.title}`, async () => {
        const errors: string[] = [];
        let actor!: AnyActorRef;
        await runPath(entry, path, {
          act: (change) => act(change),
          onStart: (started) => {
            actor = started;
            render(
              <IntlProvider locale="en" defaultLocale="en" messages={messages} onError={(e) => errors.push(e.message)}>
                <MemoryRouter>
                  {game === 'slot' ? (
                    <HouseSlotView actorRef={started as ActorRefFrom<typeof houseSlotMachine>} currencySymbol="₦" balance="100.00" />
                  ) : (
                    <HouseDiceView actorRef={started as ActorRefFrom<typeof houseDiceMachine>} currencySymbol="₦" balance="100.00" />
                  )}
                </MemoryRouter>
              </IntlProvider>,
            );
          },
          check: (ctx) => {
            const view = views[ctx.step.key];
            if (!view) throw new Error(`no view assertion for state "${ctx.step.key}"`);
            view(ctx);
            expect(errors, 'every message on screen is translated').toEqual([]);
          },
          drivers: setDrivers(game, () => actor) as never,
        });
      });
    }
  });
}

describe('the demo slot', () => {
  it('says whose slot it is a demo of and that no real money moves', async () => {
    const { createActor } = await import('xstate');
    const { houseSlotMachine } = await import('../../../machines/houseSlot.machine');
    const actor = createActor(houseSlotMachine, { input: { bet: { amount: '1.00' } } });
    actor.start();
    act(() => actor.send({ type: 'xstate.done.actor.loadFairness', output: { serverSeedHash: '', clientSeed: 'demo', nonce: 0, previous: null } } as never));
    render(
      <IntlProvider locale="en" defaultLocale="en" messages={messages}>
        <MemoryRouter>
          <HouseSlotView actorRef={actor} currencySymbol="₦" balance="1000.00" demo={{ vendorName: 'Nova Slots', game: 'Golden Koi' }} />
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(screen.getByTestId('house-demo-banner').textContent).toBe(text('lobby.house.demo.banner').replace('{vendor}', 'Nova Slots').replace('{game}', 'Golden Koi'));
    expect(screen.queryByTestId('house-fairness')).toBeNull();
    expect(screen.getByTestId('house-balance').textContent).toContain(text('lobby.house.demo.credits'));
  });
});
