import { fromPromise } from 'xstate';
import { bannerCarouselMachine } from '../../machines/bannerCarousel.machine';
import { sessionMachine } from '../../machines/session.machine';
import type { FlowLogic } from './flowLogic';
import { dialogMachine } from '../../machines/dialog.machine';
import { gameMenuMachine } from '../../machines/gameMenu.machine';
import type { giftMachine } from '../../machines/gift.machine';
import { localeMachine } from '../../machines/locale.machine';
import { noticeMachine } from '../../machines/notice.machine';
import { regionSelectMachine } from '../../machines/regionSelect.machine';
import { systemStatusMachine } from '../../machines/systemStatus.machine';
import { themeMachine } from '../../machines/theme.machine';
import { fetchBanners, fetchNotices } from '../api/content';
import { fetchGameMenu } from '../api/games';
import { fetchRegions, fetchSystemStatus } from '../api/system';
import { applyLocaleToDocument, applyThemeToDocument } from './documentPreferences';
import { loadMessages } from '../i18n/loadMessages';
import { storage } from '../storage/storage';

/**
 * Every machine of the shell with its side effects supplied: the real API calls and
 * browser effects. Tests hand the app their own `machine.provide(...)` versions.
 */
export interface AppLogic {
  systemStatus: typeof systemStatusMachine;
  locale: typeof localeMachine;
  theme: typeof themeMachine;
  gameMenu: typeof gameMenuMachine;
  notice: typeof noticeMachine;
  /** The gift popup's machine, loaded after a member's first sign-in (src/app/giftActor.ts). */
  gift: () => Promise<typeof giftMachine>;
  bannerCarousel: typeof bannerCarouselMachine;
  regionSelect: typeof regionSelectMachine;
  dialog: typeof dialogMachine;
  session: typeof sessionMachine;
  /** The account popups' flows, loaded on demand (they are not needed for the first paint). */
  flows: () => Promise<FlowLogic>;
}

/** The free-play call's random string (spec section 7), from the browser's generator. */
function nonce(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

const accountApi = () => import('../api/account');
const memberInfo = fromPromise(async ({ input, signal }: { input: { token: string }; signal: AbortSignal }) => (await accountApi()).fetchMemberInfo(input, { signal }));

export { applyLocaleToDocument, applyThemeToDocument };

export const appLogic: AppLogic = {
  systemStatus: systemStatusMachine.provide({
    actors: { fetchStatus: fromPromise(({ signal }) => fetchSystemStatus({ signal })) },
  }),
  locale: localeMachine.provide({
    actors: { loadMessages: fromPromise(({ input }) => loadMessages(input.locale)) },
    actions: {
      applyLocale: (_, { locale }) => applyLocaleToDocument(locale),
      persistLanguage: (_, { locale }) => storage.setLanguage(locale),
    },
  }),
  theme: themeMachine.provide({
    actions: {
      applyTheme: (_, { theme }) => applyThemeToDocument(theme),
      persistTheme: (_, { theme }) => storage.setTheme(theme),
    },
  }),
  gameMenu: gameMenuMachine.provide({
    actors: { loadMenu: fromPromise(({ signal }) => fetchGameMenu({ signal })) },
  }),
  notice: noticeMachine.provide({
    actors: { loadNotices: fromPromise(({ signal }) => fetchNotices(undefined, { signal })) },
  }),
  gift: () => import('./giftActor').then((m) => m.giftLogic),
  bannerCarousel: bannerCarouselMachine.provide({
    actors: { loadBanners: fromPromise(({ input, signal }) => fetchBanners(input.group, { signal })) },
  }),
  regionSelect: regionSelectMachine.provide({
    actors: { loadRegions: fromPromise(({ signal }) => fetchRegions({ signal })) },
    actions: {
      rememberChoice: (_, { country }) => storage.setRegionChoice(country),
      // Spec section 4: store the code, clear session storage, reload to /.
      switchMerchant: (_, { merchantCode, currency, locale }) => {
        storage.setLanguage(locale);
        storage.clearSession();
        storage.setMerchant(merchantCode, currency);
        window.location.assign('/');
      },
    },
  }),
  dialog: dialogMachine,
  session: sessionMachine.provide({
    actors: {
      fetchMemberInfo: memberInfo,
      freePlay: fromPromise(async ({ signal }) => (await accountApi()).startFreePlay(nonce(), { signal })),
      logout: fromPromise<unknown>(async ({ signal }) => (await accountApi()).logout({ signal })),
    },
    actions: {
      persistSession: (_, { token, member, account }) => storage.setSession({ token, account, member }),
      clearSession: () => storage.clearSession(),
    },
  }),
  flows: () => import('./flowLogic').then((m) => m.flowLogic),
};
