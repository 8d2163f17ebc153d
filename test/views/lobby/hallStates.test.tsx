// The hall view replayed along the gameList model: for every reachable state key the
// screen shows what the state calls for. One path per key (its shortest), plus the
// model's journeys; users' events go through the page where the page offers them.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { gameListMachine } from '../../../machines/gameList.machine';
import { assertionProblems } from '../../model/checks';
import { buildGraph, type ModelPath } from '../../model/graph';
import { requireEntry } from '../../model/registry';
import { runPath, type StepContext } from '../../model/runner';
import { errorKey } from '../../../src/i18n/useT';
import { hallHref } from '../../../src/views/pages/games/hall/hallRoute';
import { TAB_IDS } from '../../../src/views/pages/games/hall/HallView';
import { LiveHall, messages, text, vendor } from './harness';

const entry = await requireEntry('gameList');
const graph = buildGraph(entry);
type Snapshot = ReturnType<ActorRefFrom<typeof gameListMachine>['getSnapshot']>;
const VENDORS = [vendor(1), { ...vendor(2), vassalage: 'NOVA_SLOTS', name: 'Nova Slots' }];

function checkList(s: Snapshot) {
  const list = screen.getByTestId('hall-list');
  if (s.matches({ list: 'loading' })) {
    expect(list.dataset.state).toBe('loading');
    expect(screen.getByTestId('hall-loading')).toBeTruthy();
    expect(screen.queryByTestId('game-grid')).toBeNull();
  } else if (s.matches({ list: 'failed' })) {
    expect(list.dataset.state).toBe('failed');
    expect(screen.getByTestId('hall-failed').textContent).toContain(text(errorKey(s.context.errorCode)));
    expect(screen.getByTestId('hall-retry')).toBeTruthy();
  } else if (s.matches({ list: 'loginRequired' })) {
    expect(list.dataset.state).toBe('loginRequired');
    expect(screen.getByTestId('hall-login-required').textContent).toContain(text('lobby.login.text'));
    expect(screen.queryByTestId('game-grid')).toBeNull();
  } else {
    expect(list.dataset.state).toBe('ready');
    const items = s.context.result!.items;
    expect(screen.queryAllByTestId('game-card-name').map((n) => n.textContent)).toEqual(items.map((g) => g.name));
    expect(screen.queryAllByTestId('game-card-favourite').map((b) => b.getAttribute('aria-pressed'))).toEqual(items.map((g) => String(g.favourite)));
    // No game on the page (the last favourite removed, or a page that came back empty): the empty state, with no pager.
    if (items.length === 0) expect(screen.getByTestId('hall-empty').textContent).toContain(text('lobby.empty.title'));
    else expect(screen.getByTestId('hall-pager-summary').textContent).toContain(`${s.context.page}`);
  }
  // The tab on screen is the machine's.
  expect(screen.getByTestId(`hall-tab-${TAB_IDS[s.context.tab]}`).getAttribute('aria-current')).toBe('page');
}

function checkSearch(s: Snapshot) {
  expect((screen.getByTestId('hall-search') as HTMLInputElement).value).toBe(s.context.searchText);
}

function checkFavourite(s: Snapshot) {
  const loginNotice = screen.queryByTestId('hall-favourite-loginNeeded');
  const failedNotice = screen.queryByTestId('hall-favourite-failed');
  if (s.matches({ favourite: 'loginNeeded' })) {
    expect(loginNotice?.textContent).toContain(text('lobby.favourite.login'));
  } else expect(loginNotice).toBeNull();
  if (s.matches({ favourite: 'failed' })) {
    expect(failedNotice?.textContent).toContain(text(errorKey(s.context.favouriteError)));
  } else expect(failedNotice).toBeNull();
  const busy = screen.queryAllByTestId('game-card-favourite').filter((b) => b.getAttribute('aria-busy') === 'true');
  if (s.matches({ favourite: 'toggling' }) && s.matches({ list: 'ready' }) && s.context.result!.items.some((g) => g.nodeId === s.context.toggling)) {
    expect(busy).toHaveLength(1);
    expect(busy[0]!.closest('[data-testid="game-card"]')!.getAttribute('data-node-id')).toBe(String(s.context.toggling));
  } else expect(busy).toHaveLength(0);
}

const check = ({ snapshot }: StepContext) => {
  const s = snapshot as Snapshot;
  checkList(s);
  checkSearch(s);
  checkFavourite(s);
};

/** Every reachable key gets the same three-part check: the list, the search box and the favourite notices. */
const views: Record<string, (ctx: StepContext) => void> = Object.fromEntries(graph.keys.map((key) => [key, check]));

/** One path per state key: the shortest path ending there. */
function onePerKey(paths: ModelPath[]): ModelPath[] {
  const best = new Map<string, ModelPath>();
  for (const path of paths) {
    const current = best.get(path.ends);
    if (!current || path.steps.length < current.steps.length) best.set(path.ends, path);
  }
  return [...best.values()];
}

const click = (testId: string, fallback: () => void) => {
  const el = screen.queryByTestId(testId) as HTMLButtonElement | null;
  if (el && !el.disabled) fireEvent.click(el);
  else fallback();
};

describe('gameList view', () => {
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
              <MemoryRouter initialEntries={[hallHref('/rng', (started as ActorRefFrom<typeof gameListMachine>).getSnapshot().context.tab, null)]}>
                <LiveHall actor={started as ActorRefFrom<typeof gameListMachine>} onLogin={vi.fn()} vendorList={VENDORS} />
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
        drivers: {
          RETRY: (event) => click('hall-retry', () => actor.send(event)),
          DISMISS: (event) => click('hall-favourite-dismiss', () => actor.send(event)),
          TYPE_SEARCH: (event) => {
            const box = screen.getByTestId('hall-search') as HTMLInputElement;
            const text = (event as unknown as { text: string }).text;
            act(() => {
              // The same text again (a keystroke and its undo) is no change for the box: send it.
              if (box.value === text) actor.send(event);
              else fireEvent.change(box, { target: { value: text } });
            });
          },
          SUBMIT_SEARCH: () => {
            act(() => {
              fireEvent.submit(screen.getByTestId('hall-search').closest('form')!);
            });
          },
          SET_CLASSIFICATION: (event) => {
            act(() => {
              fireEvent.click(screen.getByTestId(`hall-classification-${(event as unknown as { classification: string }).classification}`));
            });
          },
          SET_MIN_BET: (event) => {
            act(() => {
              fireEvent.change(screen.getByTestId('hall-min-bet'), { target: { value: (event as unknown as { minBet: string }).minBet } });
            });
          },
          TOGGLE_FAVOURITE: (event) => {
            const nodeId = (event as unknown as { nodeId: number }).nodeId;
            const card = screen.queryAllByTestId('game-card').find((c) => c.getAttribute('data-node-id') === String(nodeId));
            const heart = card ? (within(card).getByTestId('game-card-favourite') as HTMLButtonElement) : null;
            act(() => {
              if (heart && !heart.disabled) fireEvent.click(heart);
              else actor.send(event);
            });
          },
          PAGE: (event) => {
            const next = screen.queryByTestId('hall-pager-next') as HTMLButtonElement | null;
            act(() => {
              // The pager offers the next page; page 0 is only reachable by sending it.
              if ((event as unknown as { page: number }).page === 2 && next && !next.disabled && actor.getSnapshot().context.page === 1) fireEvent.click(next);
              else actor.send(event);
            });
          },
        },
      });
    });
  }
});
