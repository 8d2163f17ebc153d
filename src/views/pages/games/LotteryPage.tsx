import { useSearchParams } from 'react-router-dom';
import { ComingSoon } from '../ComingSoon';
import { useT } from '../../../i18n/useT';

/** Lottery pages: the query's gameCode, vendor and playType are used only when present. */
export const LOTTERY_QUERY_KEYS = ['gameCode', 'vendor', 'playType'] as const;

export function LotteryPage({ variant }: { variant: 'lottery' | 'vnlottery' }) {
  const t = useT();
  const [params] = useSearchParams();
  const present = LOTTERY_QUERY_KEYS.filter((key) => params.get(key));
  return (
    <ComingSoon
      icon="lott"
      title={variant === 'lottery' ? 'page.lottery.title' : 'page.vnlottery.title'}
      subtitle="page.lottery.subtitle"
      text={variant === 'lottery' ? 'page.lottery.empty' : 'page.vnlottery.empty'}
      testId={`${variant}-page`}
    >
      {present.length > 0 && (
        <ul className="chip-row" data-testid="lottery-query">
          {present.map((key) => (
            <li key={key} className="chip is-static">
              {t(`lottery.query.${key}`)}: <strong>{params.get(key)}</strong>
            </li>
          ))}
        </ul>
      )}
    </ComingSoon>
  );
}
