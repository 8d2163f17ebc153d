import { Suspense, useId } from 'react';
import { Outlet } from 'react-router-dom';
import { NavLink } from '../components/Link';
import { LOCALES } from '../i18n/locales';
import { PageLoading } from './PageLoading';
import { useCT, usePreferences } from './intl';
import { sectionsFor } from './sections';
import { useStaffSession } from './session';

/** The theme switch and the language menu: on the sign-in too. */
export function ConsoleBar({ children }: { children?: React.ReactNode }) {
  const t = useCT();
  const id = useId();
  const { locale, theme, changeLocale, toggleTheme } = usePreferences();
  return (
    <header className="bo-header" data-testid="bo-header">
      <span className="bo-brand">{t('backoffice.brand')}</span>
      <div className="bo-header__tools">
        {children}
        <label className="bo-language" htmlFor={`${id}-lang`}>
          <span className="bo-visually-hidden">{t('backoffice.language')}</span>
          <select id={`${id}-lang`} value={locale} onChange={(e) => changeLocale(e.target.value)} data-testid="bo-language">
            {LOCALES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.nativeName}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="bo-button" onClick={toggleTheme} aria-pressed={theme === 'dark'} data-testid="bo-theme">
          {t(theme === 'dark' ? 'backoffice.theme.light' : 'backoffice.theme.dark')}
        </button>
      </div>
    </header>
  );
}

/** The signed-in console: who is signed in, the pages the role may open, and the page. */
export function ConsoleFrame() {
  const t = useCT();
  const { staff, signOut } = useStaffSession();
  const sections = sectionsFor(staff.permissions);
  return (
    <div className="bo-frame">
      <ConsoleBar>
        <span className="bo-who" data-testid="bo-who">
          <strong>{staff.displayName}</strong> <span className="bo-role">{t(`backoffice.role.${staff.role}`)}</span>
        </span>
        <button type="button" className="bo-button" onClick={signOut} data-testid="bo-sign-out">
          {t('backoffice.signOut')}
        </button>
      </ConsoleBar>
      <div className="bo-body">
        <nav className="bo-nav" aria-label={t('backoffice.nav.label')}>
          <ul>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path}>{t(section.title)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="bo-main">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
