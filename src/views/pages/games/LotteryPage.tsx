import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { useSessionView } from '../../../app/session';
import { useT } from '../../../i18n/useT';
import { LotteryBoard } from './lottery/LotteryBoard';

/** Lottery pages: the query's gameCode, vendor and playType are used only when present (LOTTERY-01). */
export const LOTTERY_QUERY_KEYS = ['gameCode', 'vendor', 'playType'] as const;

/** /lottery (the SEA games: fast, five-minute, hourly) and /vnlottery (the VN provincial draws). */
export function LotteryPage({ variant }: { variant: 'lottery' | 'vnlottery' }) {
  const t = useT();
  const { account, signedIn } = useSessionView();
  const [params] = useSearchParams();
  const present = LOTTERY_QUERY_KEYS.filter((key) => params.get(key));
  const query = Object.fromEntries(present.map((key) => [key, params.get(key)!])) as Partial<Record<(typeof LOTTERY_QUERY_KEYS)[number], string>>;
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
        {/* Another member (login, logout) or query (game, vendor) starts a new board with its own lists. */}
        <LotteryBoard key={`${signedIn ? account : ''}|${query.gameCode ?? ''}|${query.vendor ?? ''}`} area={variant === 'lottery' ? 'SEA' : 'VN'} query={query} />
      </AreaMessages>
    </div>
  );
}
