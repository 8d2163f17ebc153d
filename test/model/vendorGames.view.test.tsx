// The popup list of a VASSALAGE vendor card replayed along every path of the vendorGames
// model: at every step the popup shows what the state calls for (the loader, the failure
// with its reason and a retry, or the vendor's games with the pager), and a chosen game
// goes to the usual launcher through the session's gate.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { vendorGamesMachine } from '../../machines/vendorGames.machine';
import { gameLaunchPath } from '../../src/app/gameLinks';
import { defaultMessages } from '../../src/i18n/loadMessages';
import lobbyMessages from '../../src/i18n/messages/lobby/en.json';
import { errorKey } from '../../src/i18n/useT';
import { VendorGamesList } from '../../src/views/pages/games/vendorGames/VendorGamesList';
import { assertionProblems } from './checks';
import { buildGraph } from './graph';
import { requireEntry } from './registry';
import { runPath, type StepContext } from './runner';

const entry = await requireEntry('vendorGames');
const graph = buildGraph(entry);
type Actor = ActorRefFrom<typeof vendorGamesMachine>;
type Snapshot = ReturnType<Actor['getSnapshot']>;
const messages: Record<string, string> = { ...defaultMessages, ...lobbyMessages };
const text = (id: string) => {
  const message = messages[id];
  if (message === undefined) throw new Error(`no English message "${id}"`);
  return message;
};

function Live({ actor, signedIn, onLaunch }: { actor: Actor; signedIn: boolean; onLaunch: (to: string) => void }) {
  const snapshot = useSelector(actor, (s) => s);
  return <VendorGamesList snapshot={snapshot} send={actor.send} signedIn={signedIn} onLaunch={onLaunch} />;
}

function check({ snapshot }: StepContext) {
  const s = snapshot as Snapshot;
  const { result } = s.context;
  if (s.matches('failed')) {
    const failed = screen.getByTestId('vendor-games-failed');
    expect(failed.textContent).toContain(text('lobby.failed.title'));
    expect(failed.textContent).toContain(text(errorKey(s.context.errorCode)));
    expect(screen.getByTestId('vendor-games-retry').textContent).toBe(text('lobby.retry'));
    expect(screen.queryByTestId('vendor-games')).toBeNull();
    return;
  }
  expect(screen.queryByTestId('vendor-games-failed')).toBeNull();
  if (!result) {
    // The first load: only the loader.
    expect(s.matches('loading')).toBe(true);
    expect(within(screen.getByTestId('vendor-games-loading')).getByRole('status').getAttribute('aria-label')).toBe(text('lobby.vendorGames.loading'));
    return;
  }
  const list = screen.getByTestId('vendor-games');
  // A page change keeps the last list on screen, marked busy.
  expect(list.dataset.state).toBe(s.matches('loading') ? 'loading' : 'ready');
  expect(screen.getAllByTestId('vendor-game-name').map((n) => n.textContent)).toEqual(result.items.map((g) => g.name));
  expect(screen.queryAllByTestId('vendor-game-hot').map((b) => [b.closest('[data-testid="vendor-game"]')!.getAttribute('data-node-id'), b.textContent])).toEqual(
    result.items.filter((g) => g.hot).map((g) => [String(g.nodeId), text('lobby.card.hot')]),
  );
  expect(screen.getAllByTestId('vendor-game').map((a) => a.getAttribute('href'))).toEqual(result.items.map((g) => gameLaunchPath(g)));
  expect(screen.getByTestId('vendor-games-count').textContent).toBe(
    result.total === 1 ? `1 game to choose from` : `${result.total} games to choose from`,
  );
  expect(screen.getByTestId('vendor-games-login-note').textContent).toBe(text('lobby.vendorGames.loginNote'));
  const pager = screen.queryByTestId('hall-pager-summary');
  if (result.totalPages > 1) expect(pager?.textContent).toBe(`Page ${s.context.page} of ${result.totalPages} · ${result.total} games`);
  else expect(pager).toBeNull();
}

/** Every reachable key gets the same check: the loader, the failure or the list. */
const views: Record<string, (ctx: StepContext) => void> = Object.fromEntries(graph.keys.map((key) => [key, check]));

const click = (testId: string, fallback: () => void) => {
  const el = screen.queryByTestId(testId) as HTMLButtonElement | null;
  if (el && !el.disabled) fireEvent.click(el);
  else fallback();
};

describe('vendorGames view', () => {
  it('has a view assertion for every reachable state, and none for a state that does not exist', () => {
    expect(assertionProblems(graph, views)).toEqual([]);
  });

  for (const path of [...graph.paths, ...graph.journeys]) {
    it(`[LOBBY-22] view along ${path.title.replace(/^(\[[A-Z]+-\d+\])+\s*/, '')}`, async () => {
      const errors: string[] = [];
      let actor!: AnyActorRef;
      await runPath(entry, path, {
        act: (change) => act(change),
        onStart: (started) => {
          actor = started;
          render(
            <IntlProvider locale="en" defaultLocale="en" messages={messages} onError={(e) => errors.push(e.message)}>
              <MemoryRouter>
                <Live actor={started as Actor} signedIn={false} onLaunch={vi.fn()} />
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
          RETRY: (event) => click('vendor-games-retry', () => actor.send(event)),
          // Next and previous are the pager's buttons; any other page cannot be asked for on screen.
          PAGE: (event, { snapshot }) => {
            const page = (event as unknown as { page: number }).page;
            const current = (snapshot as Snapshot).context.page;
            const testId = page === current + 1 ? 'hall-pager-next' : page === current - 1 ? 'hall-pager-previous' : '';
            click(testId, () => actor.send(event));
          },
        },
      });
    });
  }

  it('[LOBBY-22][LOBBY-41] choosing a game asks the session for the usual launcher (a visitor is sent to log in)', async () => {
    const onLaunch = vi.fn();
    const path = graph.paths.find((p) => p.ends === 'ready [page=1 pages=1]')!;
    let actor!: AnyActorRef;
    await runPath(entry, path, {
      act: (change) => act(change),
      onStart: (started) => {
        actor = started;
        render(
          <IntlProvider locale="en" defaultLocale="en" messages={messages}>
            <MemoryRouter>
              <Live actor={started as Actor} signedIn={false} onLaunch={onLaunch} />
            </MemoryRouter>
          </IntlProvider>,
        );
      },
    });
    const game = (actor.getSnapshot() as Snapshot).context.result!.items[2]!;
    fireEvent.click(screen.getAllByTestId('vendor-game')[2]!);
    expect(onLaunch).toHaveBeenCalledWith(`/game?vassalage=${game.vendor}&gameCode=${game.gameCode}&nodeId=${game.nodeId}`);
  });
});
