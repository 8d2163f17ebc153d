// Renders the whole app (real router, real machines) with every side effect supplied
// by fakes through machine.provide: no network, no page reloads.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Messages } from '../../machines/locale.machine';
import { ApiError } from '../../src/api/client';
import type { Banner, Notice } from '../../src/api/content';
import type { GameMenu, Vendor } from '../../src/api/games';
import { switchesOf, type Region, type SystemStatus } from '../../server/shared/wire/system';
import type { Member } from '../../src/api/member';
import type { Reward } from '../../src/api/rewards';
import { App } from '../../src/app/App';
import { flowLogic } from '../../src/app/flowLogic';
import { giftLogic } from '../../src/app/giftActor';
import { appLogic, type AppLogic } from '../../src/app/logic';
import { storage } from '../../src/storage/storage';
import { defaultMessages } from '../../src/i18n/loadMessages';
import accountMessages from '../../src/i18n/messages/account/en.json';
import centreMessages from '../../src/i18n/messages/centre/en.json';
import validationMessages from '../../src/i18n/messages/validation/en.json';

/** Every English message the app can show: the core catalogue and the areas' ones. */
export const messages: Record<string, string> = { ...defaultMessages, ...centreMessages, ...accountMessages, ...validationMessages };
export const text = (id: string) => {
  const value = messages[id];
  if (value === undefined) throw new Error(`no English message "${id}"`);
  return value;
};

export function statusFixture(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    status: 0,
    location: { ip: '41.58.0.1', countryCode: 'NG' },
    merchant: {
      code: 'NG',
      currency: 'NGN',
      currencySymbol: '₦',
      timeZone: 'Africa/Lagos',
      defaultLanguage: 'en',
      allowedCountries: ['NG', 'GH'],
      licence: { name: 'Gaming Authority', url: 'https://licensing.example.org/licence/1' },
      csBarEnabled: true,
    },
    switches: switchesOf({ DIRECTREG3: 1 }),
    customerService: [
      { csPosition: 'right', csType: 'livechat', name: 'Live Chat', url: 'https://chat.example.org/' },
      { csPosition: 'right', csType: 'telegram', name: 'Telegram', url: 'https://t.me/example' },
    ],
    resources: [
      { resourceType: 'ios', url: 'https://apps.example.org/ios/portal', qrCodeUrl: null },
      { resourceType: 'android', url: 'https://apps.example.org/android/portal.apk', qrCodeUrl: 'https://cdn.example.org/qr/android.png' },
      { resourceType: 'lite', url: '/', qrCodeUrl: null },
    ],
    languages: ['en', 'vi'],
    signInProviders: [],
    phoneVerification: null,
    imageCdn: '',
    launchCdn: '',
    domain: { host: null, listed: false },
    ...overrides,
  };
}

const vendor = (gameType: string, n: number, isHot: Vendor['isHot'] = 0): Vendor => ({
  vassalage: `${gameType}_V${n}`,
  name: `${gameType} Vendor ${n}`,
  gameType,
  accountTypeId: n,
  isHot,
  isGame: 'GAME',
  iconUrl: `/api/media/vendor/${gameType}_V${n}.svg`,
  logoUrl: `/api/media/vendor/${gameType}_V${n}.svg?style=logo`,
});

const vendors = (gameType: string, count: number) => Array.from({ length: count }, (_, i) => vendor(gameType, i + 1, i === 0 ? 1 : 0));

/** Nine game types in display order; slots have 14 vendors (more than a dropdown's 11), sports has FB. */
export const menuFixture: GameMenu = [
  { gameType: 'LIVE', name: 'Live Casino', vendors: vendors('LIVE', 5) },
  { gameType: 'RNG', name: 'Slots', vendors: vendors('RNG', 14) },
  { gameType: 'SPORTS', name: 'Sports', vendors: [...vendors('SPORTS', 3), { ...vendor('SPORTS', 4), vassalage: 'FB', name: 'FB Sports' }] },
  { gameType: 'ESPORTS', name: 'Esports', vendors: vendors('ESPORTS', 3) },
  { gameType: 'LOTT', name: 'Lottery', vendors: vendors('LOTT', 3) },
  { gameType: 'ELOTT', name: 'E-Lottery', vendors: vendors('ELOTT', 2) },
  { gameType: 'PVP', name: 'Card Games', vendors: vendors('PVP', 4) },
  { gameType: 'FISH', name: 'Fishing', vendors: vendors('FISH', 3) },
  { gameType: 'COCKFIGHT', name: 'Cockfighting', vendors: vendors('COCKFIGHT', 2) },
];

/** Every group gets three banners with every kind of linkage. */
export function bannersFor(group: string): Banner[] {
  // Ids differ per group, as the server's do.
  const base = group.length * 100;
  return [
    { bannerId: base + 1, url: `/api/media/banner/${group}-1.svg`, groupName: group, linkageType: 'route', linkageTarget: '/promotions', title: `${group} one` },
    { bannerId: base + 2, url: `/api/media/banner/${group}-2.svg`, groupName: group, linkageType: 'url', linkageTarget: 'https://example.org/offer', title: `${group} two` },
    { bannerId: base + 3, url: `/api/media/banner/${group}-3.svg`, groupName: group, linkageType: 'game', linkageTarget: 'RNG_V1/777', title: `${group} three` },
  ];
}

export const noticesFixture: Notice[] = [
  { id: 1, type: 'PU', title: 'Welcome aboard', content: 'Play responsibly.', popup: true, createdAt: '2030-01-02T10:00:00Z' },
  { id: 2, type: 'B', title: 'Weekend reload', content: 'A 25% reload bonus on Saturdays.', popup: false, createdAt: '2030-01-01T10:00:00Z' },
];

export const regionsFixture: Region[] = [
  { country: 'NG', countryName: 'Nigeria', currency: 'NGN', merchantCode: 'NG', langList: [{ code: 'en', name: 'English' }, { code: 'vi', name: 'Tiếng Việt' }] },
  { country: 'AU', countryName: 'Australia', currency: 'AUD', merchantCode: 'AU', langList: [{ code: 'en', name: 'English' }] },
];

/** A second catalogue for language tests: every key, marked so a switch is visible. */
export const markedMessages = (tag: string): Messages =>
  Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, k === 'nav.home' ? `${tag} Home` : v]));

export interface FakeOptions {
  status?: SystemStatus | ApiError;
  menu?: GameMenu | ApiError;
  banners?: (group: string) => Banner[];
  notices?: Notice[];
  regions?: Region[];
  /** Messages per locale other than English; a locale left out fails to load. */
  locales?: Record<string, Messages>;
  /** What the member info call answers for a stored session (default: the network is down, the stored session stands). */
  member?: Member | ApiError;
  /** The rewards waiting for a signed-in member (the gift popup; default: none). */
  gifts?: Reward[] | ApiError;
  /** The popups' flows (default: the app's, whose calls fail in jsdom). */
  flows?: Partial<typeof flowLogic>;
}

/** The app's machines with fake actors; calls to the side effects are recorded. */
export function fakeLogic(options: FakeOptions = {}) {
  const calls = {
    banners: [] as string[],
    switchMerchant: vi.fn<(p: { merchantCode: string; currency: string; locale: string }) => void>(),
    loadMessages: [] as string[],
  };
  const answer = <T,>(value: T | ApiError) => (value instanceof ApiError ? Promise.reject(value) : Promise.resolve(value));
  const logic: AppLogic = {
    ...appLogic,
    systemStatus: appLogic.systemStatus.provide({
      actors: { fetchStatus: fromPromise(() => answer(options.status ?? statusFixture())) },
    }),
    locale: appLogic.locale.provide({
      actors: {
        loadMessages: fromPromise(async ({ input }) => {
          calls.loadMessages.push(input.locale);
          const found = options.locales?.[input.locale];
          if (!found) throw new ApiError('network_abnormal', '', 0);
          return { locale: input.locale, messages: found };
        }),
      },
    }),
    gameMenu: appLogic.gameMenu.provide({
      actors: { loadMenu: fromPromise(() => answer(options.menu ?? menuFixture)) },
    }),
    notice: appLogic.notice.provide({
      actors: { loadNotices: fromPromise(async () => options.notices ?? noticesFixture) },
    }),
    gift: async () =>
      giftLogic.provide({
        actors: { loadGifts: fromPromise(() => answer(options.gifts ?? [])) },
      }),
    bannerCarousel: appLogic.bannerCarousel.provide({
      actors: {
        loadBanners: fromPromise(async ({ input }) => {
          calls.banners.push(input.group);
          return (options.banners ?? bannersFor)(input.group);
        }),
      },
    }),
    // The flows are loaded with the harness, so a test does not wait for their chunk.
    flows: async () => ({ ...flowLogic, ...options.flows }),
    session: appLogic.session.provide({
      actors: {
        fetchMemberInfo: fromPromise(() => answer(options.member ?? new ApiError('network_abnormal', '', 0))),
        freePlay: fromPromise(() => Promise.reject(new ApiError('operation_not_allowed', '', 400))),
        logout: fromPromise<unknown>(async () => ({ loggedOut: true })),
      },
    }),
    regionSelect: appLogic.regionSelect.provide({
      actors: { loadRegions: fromPromise(async () => options.regions ?? regionsFixture) },
      actions: {
        switchMerchant: (_, params) => calls.switchMerchant(params),
      },
    }),
  };
  return { logic, calls };
}

function LocationProbe({ into }: { into: { current: string } }) {
  const location = useLocation();
  into.current = `${location.pathname}${location.search}${location.hash}`;
  return null;
}

/**
 * Renders the app at `path`. By default the visitor has already picked a region, so
 * the region modal stays closed unless a test asks for a first visit.
 */
export function renderApp(path: string, options: FakeOptions & { firstVisit?: boolean; children?: ReactNode } = {}) {
  if (!options.firstVisit && !storage.regionChoice()) storage.setRegionChoice('NG');
  const { logic, calls } = fakeLogic(options);
  const location = { current: '' };
  const AtPath = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const result = render(
    <App logic={logic} Router={AtPath}>
      <LocationProbe into={location} />
      {options.children}
    </App>,
  );
  return { ...result, calls, location };
}
