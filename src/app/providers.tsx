import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { SystemStatus } from '../api/system';
import { DEFAULT_LOCALE, resolveLocale } from '../i18n/locales';
import { defaultMessages } from '../i18n/loadMessages';
import { BootFrame } from '../components/BootFrame';
import { Spinner } from '../components/Spinner';
import { SystemStatusView } from '../views/system/SystemStatusView';
import { CdnProvider } from './cdn';
import { GameMenuActor, LocaleActor, NoticeActor, RegionActor, SystemStatusActor, ThemeActor, useLogic } from './actors';
import { storage } from '../storage/storage';

/** Theme, language and system status: everything the app needs before the portal shows. */
export function AppProviders({ children }: { children: ReactNode }) {
  const logic = useLogic();
  const localeInput = useMemo(() => ({ defaultLocale: DEFAULT_LOCALE, defaultMessages }), []);
  return (
    <ThemeActor.Provider logic={logic.theme}>
      <LocaleActor.Provider logic={logic.locale} options={{ input: localeInput }}>
        <StartPreferences />
        {/* Started beside the language so both load at once. */}
        <SystemStatusActor.Provider logic={logic.systemStatus}>
          <IntlGate>
            <StatusGate>{children}</StatusGate>
          </IntlGate>
        </SystemStatusActor.Provider>
      </LocaleActor.Provider>
    </ThemeActor.Provider>
  );
}

/** Hands the stored theme and language to their machines before the first paint. */
function StartPreferences() {
  const theme = ThemeActor.useActorRef();
  const locale = LocaleActor.useActorRef();
  useLayoutEffect(() => {
    theme.send({ type: 'START', theme: storage.theme() });
    locale.send({ type: 'START', locale: resolveLocale(storage.language()) });
  }, [theme, locale]);
  return null;
}

function IntlGate({ children }: { children: ReactNode }) {
  const booting = LocaleActor.useSelector((s) => s.matches('starting') || s.matches('booting'));
  const locale = LocaleActor.useSelector((s) => s.context.locale);
  const messages = LocaleActor.useSelector((s) => s.context.messages);
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale={DEFAULT_LOCALE}>
      {booting ? (
        <BootFrame
          testId="locale-loading"
          fallback={
            <main className="status-screen status-screen--loading" data-testid="locale-loading">
              <Spinner size="large" label="…" />
            </main>
          }
        />
      ) : (
        children
      )}
    </IntlProvider>
  );
}

function StatusGate({ children }: { children: ReactNode }) {
  const actorRef = SystemStatusActor.useActorRef();
  // Coming back to the tab rechecks the status at once instead of waiting for the next poll.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') actorRef.send({ type: 'REFRESH' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [actorRef]);
  return (
    <SystemStatusView actorRef={actorRef}>
      <PortalProviders>{children}</PortalProviders>
    </SystemStatusView>
  );
}

/** Actors of the running portal: the game menu, the notices and the region choice. */
function PortalProviders({ children }: { children: ReactNode }) {
  const logic = useLogic();
  const status = SystemStatusActor.useSelector((s) => s.context.status);
  const localeRef = LocaleActor.useActorRef();
  const regionLogic = useMemo(
    () =>
      logic.regionSelect.provide({
        actions: {
          changeLanguage: (_, { locale }) => localeRef.send({ type: 'CHANGE', locale: resolveLocale(locale) }),
        },
      }),
    [logic.regionSelect, localeRef],
  );
  const regionInput = useMemo(
    () => ({
      chosenCountry: storage.regionChoice(),
      merchantCode: status?.merchant.code ?? storage.merchant(),
      currentLanguage: localeRef.getSnapshot().context.locale,
    }),
    // The portal's first status decides; later polls do not reopen the modal.
    // the dependency list is deliberately partial
    [],
  );
  return (
    <GameMenuActor.Provider logic={logic.gameMenu}>
      <NoticeActor.Provider logic={logic.notice}>
        <RegionActor.Provider logic={regionLogic} options={{ input: regionInput }}>
          <CheckRegion status={status} />
          <ReloadOnLanguageChange />
          <CdnProvider image={status?.imageCdn ?? ''} launch={status?.launchCdn ?? ''}>
            {children}
          </CdnProvider>
        </RegionActor.Provider>
      </NoticeActor.Provider>
    </GameMenuActor.Provider>
  );
}

/** Spec section 4: the region modal shows when the country code is missing or not allowed. */
function CheckRegion({ status }: { status: SystemStatus | null }) {
  const region = RegionActor.useActorRef();
  useEffect(() => {
    if (!status) return;
    region.send({
      type: 'CHECK',
      countryCode: status.location.countryCode,
      allowedCountries: status.merchant.allowedCountries,
    });
    // Once, for the status the portal opened with.
    // the dependency list is deliberately partial
  }, [region]);
  return null;
}

/** Menu names and notices come in the request's language, so a new language refetches them. */
function ReloadOnLanguageChange() {
  const locale = LocaleActor.useSelector((s) => s.context.locale);
  const menu = GameMenuActor.useActorRef();
  const notices = NoticeActor.useActorRef();
  const first = useRef(locale);
  useEffect(() => {
    if (locale === first.current) return;
    first.current = locale;
    menu.send({ type: 'RELOAD' });
    notices.send({ type: 'RELOAD' });
  }, [locale, menu, notices]);
  return null;
}
