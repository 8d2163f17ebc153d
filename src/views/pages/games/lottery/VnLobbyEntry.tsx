import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { askVnLobby } from '../../../../app/lotteryLogic';
import { useSessionSend, useSessionView } from '../../../../app/session';
import { useSubmission } from '../../../../app/useMachines';
import { Icon } from '../../../../components/Icon';
import { Spinner } from '../../../../components/Spinner';
import { errorKey, useT } from '../../../../i18n/useT';
import './lottery.css';

/** Only a path on this portal is followed, whatever the server answered. */
const ownPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

/**
 * The entry to the VN lottery lobby on /lottery (LOTTERY-19): a member's choice asks the
 * lobby call (lottoArea VN, launchMode LOTT, device WEB, this page as backUrl, the reader's
 * language) and opens the address it answers; a visitor is sent to log in first.
 * `featured` when the address named the VN lottery vendor (its card leads here).
 */
export function VnLobbyEntry({ featured }: { featured: boolean }) {
  const t = useT();
  const intl = useIntl();
  const here = useLocation();
  const navigate = useNavigate();
  const sessionSend = useSessionSend();
  const { signedIn } = useSessionView();
  const lobby = useSubmission(async (request: { backUrl: string; language: string }, _key, options) => {
    const answer = await askVnLobby(request, options);
    if (ownPath(answer.url)) navigate(answer.url);
    return answer;
  });

  const open = () => {
    if (!signedIn) {
      sessionSend({ type: 'GATE', to: `${here.pathname}${here.search}` });
      return;
    }
    lobby.submit({ backUrl: `${here.pathname}${here.search}`, language: intl.locale });
  };

  return (
    <section className={`vn-lobby${featured ? ' vn-lobby--featured' : ''}`} data-testid="vn-lobby-entry">
      <span className="vn-lobby__icon" aria-hidden="true">
        <Icon name="lott" size={26} />
      </span>
      <div className="vn-lobby__text">
        <h2 className="vn-lobby__title">{t('lobby.lottery.vnLobby.title')}</h2>
        <p className="vn-lobby__note">{t('lobby.lottery.vnLobby.text')}</p>
        {lobby.errorCode && (
          <p className="vn-lobby__error" role="alert" data-testid="vn-lobby-error">
            {t(errorKey(lobby.errorCode))}
          </p>
        )}
      </div>
      <button type="button" className="button button--primary" onClick={open} disabled={lobby.busy} aria-busy={lobby.busy || undefined} data-testid="vn-lobby-open">
        {lobby.busy && <Spinner label={t('lobby.lottery.vnLobby.opening')} />}
        {t(signedIn ? 'lobby.lottery.vnLobby.open' : 'lobby.lottery.vnLobby.login')}
      </button>
    </section>
  );
}
