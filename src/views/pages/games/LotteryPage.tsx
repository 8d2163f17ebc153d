import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/Link';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { AreaMessages } from '../../../app/AreaMessages';
import { useSessionView } from '../../../app/session';
import { useT } from '../../../i18n/useT';
import { LotteryBoard } from './lottery/LotteryBoard';
import { VnLobbyEntry } from './lottery/VnLobbyEntry';

/** Lottery pages: the query's gameCode, vendor and playType are used only when present (LOTTERY-01). */
export const LOTTERY_QUERY_KEYS = ['gameCode', 'vendor', 'playType'] as const;

/** The VN lottery vendor: its card leads to /lottery, where the VN lobby entry stands out. */
const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/** The lobby call's backUrl (LOTTERY-19), followed only when it is a path on this portal. */
export function backPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

/**
 * /lottery (the SEA games: fast, five-minute, hourly, and the entry to the VN lottery
 * lobby) and /vnlottery (the VN provincial draws; opened from the lobby call, with the
 * way back to the page it came from).
 */
export function LotteryPage({ variant }: { variant: 'lottery' | 'vnlottery' }) {
  const t = useT();
  const { account, signedIn } = useSessionView();
  const [params] = useSearchParams();
  const present = LOTTERY_QUERY_KEYS.filter((key) => params.get(key));
  const query = Object.fromEntries(present.map((key) => [key, params.get(key)!])) as Partial<Record<(typeof LOTTERY_QUERY_KEYS)[number], string>>;
  const back = variant === 'vnlottery' ? backPath(params.get('backUrl')) : null;
  return (
    <div className="container page-body lottery-page" data-testid={`${variant}-page`}>
      <PageHeading icon="lott" title={t(variant === 'lottery' ? 'page.lottery.title' : 'page.vnlottery.title')} subtitle={t('page.lottery.subtitle')} />
      {present.length > 0 && (
        <ul className="chip-row" data-testid="lottery-query">
          {present.map((key) => (
            <li key={key} className="chip is-static">
              {t(`lottery.query.${key}`)}: <strong>{query[key]}</strong>
            </li>
          ))}
        </ul>
      )}
      <AreaMessages area="lobby" fallback={<Spinner label={t('common.loading')} size="large" />}>
        {back && <BackLink to={back} />}
        {variant === 'lottery' && <VnLobbyEntry featured={query.vendor === VN_LOTTERY_VENDOR} />}
        {/* Another member (login, logout) or query (game, vendor) starts a new board with its own lists. */}
        <LotteryBoard key={`${signedIn ? account : ''}|${query.gameCode ?? ''}|${query.vendor ?? ''}`} area={variant === 'lottery' ? 'SEA' : 'VN'} query={query} />
      </AreaMessages>
    </div>
  );
}

function BackLink({ to }: { to: string }) {
  const t = useT();
  return (
    <Link to={to} className="button button--ghost lottery-back" data-testid="lottery-back">
      <Icon name="chevronLeft" size={16} />
      {t('lobby.lottery.vnLobby.back')}
    </Link>
  );
}
