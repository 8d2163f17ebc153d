// Renders a game hall alone: English messages (core and lobby), a router at a chosen
// address, and the gameList machine with its calls replaced by test doubles.
import { render } from '@testing-library/react';
import { useMachine, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router-dom';
import { vi } from 'vitest';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { gameListMachine, type GameListQuery, type HallGameItem, type HallPageResult } from '../../../machines/gameList.machine';
import type { Vendor } from '../../../src/api/games';
import { defaultMessages } from '../../../src/i18n/loadMessages';
import lobbyMessages from '../../../src/i18n/messages/lobby/en.json';
import { HallView } from '../../../src/views/pages/games/hall/HallView';
import { tabFromQuery, vendorFromQuery } from '../../../src/views/pages/games/hall/hallRoute';

export const messages: Record<string, string> = { ...defaultMessages, ...lobbyMessages };
export const text = (id: string, values: Record<string, string | number> = {}) => {
  const message = messages[id];
  if (message === undefined) throw new Error(`no English message "${id}"`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
};

export const vendor = (n: number): Vendor => ({
  vassalage: `RNG_V${n}`,
  name: `Vendor ${n}`,
  gameType: 'RNG',
  accountTypeId: n,
  isHot: n === 1 ? 1 : 0,
  isGame: 'GAME',
  iconUrl: `/api/media/vendor/RNG_V${n}.svg`,
  logoUrl: `/api/media/vendor/RNG_V${n}.svg?style=logo`,
});
export const vendors = (count: number) => Array.from({ length: count }, (_, i) => vendor(i + 1));

export const game = (nodeId: number, overrides: Partial<HallGameItem> = {}): HallGameItem => ({
  nodeId,
  gameCode: `G${nodeId}`,
  name: `Lucky Game ${nodeId}`,
  vendor: 'RNG_V1',
  vendorName: 'Vendor 1',
  classification: 'SC',
  minBet: '0.05',
  lines: 20,
  hot: false,
  thumbnailUrl: `/api/media/game/${nodeId}.svg`,
  favourite: false,
  ...overrides,
});

export const pageOf = (items: HallGameItem[], page = 1, total = items.length): HallPageResult => ({
  items,
  total,
  page,
  pageSize: 15,
  totalPages: Math.max(1, Math.ceil(total / 15)),
});

export interface HallDoubles {
  loadGames: ReturnType<typeof vi.fn<(query: GameListQuery) => Promise<HallPageResult>>>;
  toggleFavourite: ReturnType<typeof vi.fn<(input: { nodeId: number; favourite: boolean }) => Promise<{ nodeId: number; favourite: boolean }>>>;
  onLogin: ReturnType<typeof vi.fn<() => void>>;
}

export function doubles(answer: (query: GameListQuery) => HallPageResult | Promise<HallPageResult> = () => pageOf([game(1), game(2)])): HallDoubles {
  return {
    loadGames: vi.fn(async (query: GameListQuery) => answer(query)),
    toggleFavourite: vi.fn(async (input: { nodeId: number; favourite: boolean }) => input),
    onLogin: vi.fn(),
  };
}

function LocationProbe({ into }: { into: { current: string } }) {
  const location = useLocation();
  into.current = `${location.pathname}${location.search}`;
  return null;
}

/** The hall as HallPage wires it, with the doubles instead of the API and the session. */
function Hall({ fakes, vendorList, signedIn, language }: { fakes: HallDoubles; vendorList: Vendor[]; signedIn: boolean; language: string }) {
  const [params] = useSearchParams();
  const machine = useMemo(
    () =>
      gameListMachine.provide({
        actors: {
          loadGames: fromPromise(({ input }: { input: GameListQuery }) => fakes.loadGames(input)),
          toggleFavourite: fromPromise(({ input }: { input: { nodeId: number; favourite: boolean } }) => fakes.toggleFavourite(input)),
        },
      }),
    [fakes],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { gameType: 'RNG', vendor: vendorFromQuery(params.get('vassalage')), tab: tabFromQuery(params.get('page')), signedIn },
  });
  return (
    <HallView gameType="RNG" title="Slots" base="/rng" vendors={vendorList} snapshot={snapshot} send={send} onLogin={fakes.onLogin} language={language} />
  );
}

export function Wrapper({ path = '/rng', children, errors }: { path?: string; children: ReactNode; errors?: string[] }) {
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={messages} onError={(e) => errors?.push(e.message)}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </IntlProvider>
  );
}

export function renderHall(
  options: { path?: string; fakes?: HallDoubles; vendors?: Vendor[]; signedIn?: boolean; language?: string } = {},
) {
  const fakes = options.fakes ?? doubles();
  const location = { current: '' };
  const errors: string[] = [];
  const view = render(
    <Wrapper path={options.path} errors={errors}>
      <Hall fakes={fakes} vendorList={options.vendors ?? vendors(3)} signedIn={options.signedIn ?? false} language={options.language ?? 'en'} />
      <LocationProbe into={location} />
    </Wrapper>,
  );
  return { ...view, fakes, location, errors };
}

/** The hall view on a running gameList actor (model path replays). */
export function LiveHall({ actor, onLogin, vendorList }: { actor: ActorRefFrom<typeof gameListMachine>; onLogin: () => void; vendorList: Vendor[] }) {
  const snapshot = useSelector(actor, (s) => s);
  return <HallView gameType="RNG" title="Slots" base="/rng" vendors={vendorList} snapshot={snapshot} send={actor.send} onLogin={onLogin} language="en" />;
}
