import { useEffect, type MouseEvent } from 'react';
import { Link } from '../../components/Link';
import { SystemStatusActor } from '../../app/actors';
import { storage } from '../../storage/storage';
import { useSessionSend, useSessionView } from '../../app/session';
import { Brand } from '../../components/Brand';
import { lazyView } from '../../app/lazyView';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';
import { HeaderNav } from './HeaderNav';
import { LanguageMenu } from './LanguageMenu';
import { RegionButton } from './RegionButton';
import { ThemeSwitch } from './ThemeSwitch';

// A visitor's first paint has no member menu: it loads once a session is being taken up.
const MemberMenu = lazyView(() => import('./MemberMenu'), 'MemberMenu', <MemberPending />);

/** A plain click opens the popup; the link still works as a link (new tab, no script). */
const opens = (open: () => void) => (e: MouseEvent<HTMLAnchorElement>) => {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  open();
};

/** Header top (logo, account, region, language, theme) and, unless hidden, the navigation row. */
export function Header({ navHidden }: { navHidden: boolean }) {
  const t = useT();
  const send = useSessionSend();
  const { signedIn } = useSessionView();
  const freePlayOn = SystemStatusActor.useSelector((s) => s.context.status?.switches.FREEPLAY3 === 1);
  const resuming = !signedIn && Boolean(storage.token());
  // The menu's chunk loads while the stored session is checked, not after.
  useEffect(() => {
    if (resuming) MemberMenu.preload();
  }, [resuming]);
  return (
    <header className="site-header" data-testid="site-header">
      <div className="header-top">
        <div className="container header-top__inner">
          <Link to="/" className="header-top__logo" aria-label={t('nav.home')}>
            <Brand compact />
          </Link>
          <div className="header-top__actions">
            {signedIn ? (
              <MemberMenu />
            ) : resuming ? (
              // A stored session is being taken up (spec section 4: a token means logged in).
              <MemberPending />
            ) : (
              <div className="header-top__auth">
                {freePlayOn && (
                  <button type="button" className="button button--ghost button--free-play" onClick={() => send({ type: 'FREE_PLAY' })} data-testid="header-free-play">
                    <Icon name="play" size={16} />
                    {t('header.freePlay')}
                  </button>
                )}
                <Link to="/login" className="button button--ghost" data-testid="header-login" onClick={opens(() => send({ type: 'OPEN_LOGIN' }))}>
                  {t('header.login')}
                </Link>
                <Link to="/register" className="button button--primary" data-testid="header-register" onClick={opens(() => send({ type: 'OPEN_REGISTER' }))}>
                  {t('header.register')}
                </Link>
              </div>
            )}
            <div className="header-top__tools">
              <RegionButton />
              <LanguageMenu />
              <ThemeSwitch />
            </div>
          </div>
        </div>
      </div>
      {!navHidden && <HeaderNav />}
    </header>
  );
}

/** The member's place in the header while the session or the menu is on its way. */
function MemberPending() {
  const t = useT();
  return <span className="member-summary member-summary--pending" data-testid="header-member-pending" aria-busy="true" aria-label={t('header.checking')} />;
}
