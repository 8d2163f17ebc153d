// The /game launcher's view replayed along the gameLaunch model: each state key has its
// screen (log-in prompt, trial notice, maintenance window, deposit offer, failure with
// retry, the framed game with back and reload), and the buttons send the machine's events.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { createActor, fromPromise, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { gameLaunchMachine, type LaunchedGame } from '../../../machines/gameLaunch.machine';
import { CdnProvider } from '../../../src/app/cdn';
import { errorKey } from '../../../src/i18n/useT';
import { GameLaunchView } from '../../../src/views/pages/games/GameLaunchView';
import { launchRoleOf } from '../../../src/views/pages/games/GamePage';
import { launchQueryOf } from '../../../src/app/launchLogic';
import { assertionProblems } from '../../model/checks';
import { buildGraph } from '../../model/graph';
import { requireEntry } from '../../model/registry';
import { runPath, type StepContext } from '../../model/runner';
import { messages, onePerKey, text } from './harness';

const entry = await requireEntry('gameLaunch');
const graph = buildGraph(entry);
type Snapshot = ReturnType<ActorRefFrom<typeof gameLaunchMachine>['getSnapshot']>;

const SCREENS = ['game-no-game', 'game-login-required', 'game-trial', 'game-launching', 'game-frame', 'game-maintenance', 'game-low-balance', 'game-failed'];
function only(testId: string) {
  for (const id of SCREENS) {
    if (id === testId) expect(screen.getByTestId(id), `${id} is shown`).toBeTruthy();
    else expect(screen.queryByTestId(id), `${id} is not shown`).toBeNull();
  }
  expect(screen.getByTestId('game-back')).toBeTruthy();
}

const fill = (id: string, values: Record<string, string>) => text(id).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

function check({ snapshot }: StepContext) {
  const s = snapshot as Snapshot;
  const { context } = s;
  if (s.matches('noGame')) only('game-no-game');
  else if (s.matches('loginRequired')) {
    only('game-login-required');
    expect(screen.getByTestId('game-login-required').textContent).toContain(text('lobby.launch.loginText'));
  } else if (s.matches('trialBlocked')) {
    only('game-trial');
    expect(screen.getByTestId('game-trial').textContent).toContain(text('lobby.launch.trialTitle'));
  } else if (s.matches('launching')) only('game-launching');
  else if (s.matches('playing')) {
    only('game-frame');
    const frame = screen.getByTestId('game-frame') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(context.launched!.url);
    expect(frame.dataset.frame).toBe(String(context.frame));
    expect(screen.getByTestId('game-name').textContent).toBe(context.launched!.game.name);
    expect(screen.getByTestId('game-mode').textContent).toBe(text(context.launched!.mode === 'demo' ? 'lobby.launch.modeDemo' : 'lobby.launch.modeReal'));
  } else if (s.matches('maintenance')) {
    only('game-maintenance');
    const window = context.errorValue as { vendorName: string; info: string };
    expect(screen.getByTestId('game-maintenance').textContent).toContain(fill('lobby.launch.maintenanceTitle', { vendor: window.vendorName }));
    expect(screen.getByTestId('game-maintenance-window').textContent).toMatch(/2031/);
    expect(screen.getByTestId('game-maintenance-info').textContent).toBe(window.info);
  } else if (s.matches('lowBalance')) {
    only('game-low-balance');
    expect(screen.getByTestId('game-low-balance-text').textContent).toBe(fill('lobby.launch.lowBalanceText', { minBet: '₦0.20', balance: '₦0.00' }));
    expect(screen.getByTestId('game-deposit')).toBeTruthy();
  } else if (s.matches('failed')) {
    only('game-failed');
    expect(screen.getByTestId('game-failed-reason').textContent).toBe(text(errorKey(context.errorCode)));
  } else throw new Error(`unexpected state ${JSON.stringify(s.value)}`);
}

const views: Record<string, (ctx: StepContext) => void> = Object.fromEntries(graph.keys.map((key) => [key, check]));

describe('gameLaunch view', () => {
  it('has a view assertion for every reachable state, and none for a state that does not exist', () => {
    expect(assertionProblems(graph, views)).toEqual([]);
  });

  it('[SHELL-22] reads the /game query (vassalage, gameCode, nodeId) and who is here', () => {
    expect(launchQueryOf(new URLSearchParams('vassalage=HOUSE&gameCode=HOUSE_SLOT&nodeId=90001'))).toEqual({ vassalage: 'HOUSE', gameCode: 'HOUSE_SLOT', nodeId: 90001 });
    expect(launchQueryOf(new URLSearchParams('vassalage=FB'))).toEqual({ vassalage: 'FB' });
    expect(launchQueryOf(new URLSearchParams('gameCode=X'))).toBeNull();
    expect(launchQueryOf(new URLSearchParams('nodeId=0&vassalage=bad code'))).toBeNull();
    expect(launchRoleOf('visitor')).toBe('visitor');
    expect(launchRoleOf('trial')).toBe('trial');
    expect(launchRoleOf('agent')).toBe('member');
    expect(launchRoleOf('checking')).toBeNull();
  });

  for (const path of [...onePerKey(graph.paths), ...graph.journeys]) {
    it(`view along ${path.title}`, async () => {
      const errors: string[] = [];
      let actor!: AnyActorRef;
      const click = (testId: string, event: { type: string }) => {
        const el = screen.queryByTestId(testId) as HTMLButtonElement | null;
        if (el) fireEvent.click(el);
        else actor.send(event);
      };
      await runPath(entry, path, {
        act: (change) => act(change),
        onStart: (started) => {
          actor = started;
          render(
            <IntlProvider locale="en" defaultLocale="en" messages={messages} onError={(e) => errors.push(e.message)}>
              <MemoryRouter>
                <GameLaunchView actorRef={started as ActorRefFrom<typeof gameLaunchMachine>} currencySymbol="₦" />
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
          LOGIN: (event) => act(() => click('game-login', event)),
          REGISTER: (event) => act(() => click('game-register', event)),
          DEPOSIT: (event) => act(() => click('game-deposit', event)),
          RETRY: (event) => act(() => click('game-retry', event)),
          RELOAD: (event) => act(() => click('game-reload', event)),
          BACK: (event) => act(() => click('game-back', event)),
        },
      });
    });
  }
});

describe('the launch CDN', () => {
  it('[STATUS-17] the game is framed from the launch CDN the status names', async () => {
    const launched: LaunchedGame = {
      url: '/house/slot?nodeId=90001',
      mode: 'real',
      game: { nodeId: 90001, gameCode: 'HOUSE_SLOT', name: 'House Fortune Reels', gameType: 'RNG', vendor: 'HOUSE', vendorName: 'House Games', minBet: '0.20' },
    };
    const machine = gameLaunchMachine.provide({ actors: { launch: fromPromise(async () => launched) } });
    const actor = createActor(machine, { input: { query: { nodeId: 90001 }, role: 'member' } }).start();
    render(
      <IntlProvider locale="en" defaultLocale="en" messages={messages}>
        <MemoryRouter>
          <CdnProvider image="" launch="https://play.cdn.example.org/ng">
            <GameLaunchView actorRef={actor} currencySymbol="₦" />
          </CdnProvider>
        </MemoryRouter>
      </IntlProvider>,
    );
    const frame = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://play.cdn.example.org/ng/house/slot?nodeId=90001');
    actor.stop();
  });
});
