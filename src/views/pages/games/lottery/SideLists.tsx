import { Link } from '../../../../components/Link';
import { useResource } from '../../../../app/useMachines';
import type { LottoArea as LotteryArea, LotteryResult, PrizeMode } from '../../../../../server/shared/wire/lottery';
import { loadLotteryMenus, loadPopularLottery, loadRecentResults, loadVnNumbers } from '../../../../app/lotteryLogic';
import { Icon } from '../../../../components/Icon';
import { useT } from '../../../../i18n/useT';
import { Balls, useCountdown, useReloadWith, useTagName } from './parts';

/** How many results each side list shows (of the 100 fetched). */
const SHOWN = 8;

/** Popular games (count 20), recent results (with the prize mode), and on /vnlottery the VN numbers (count 100). */
export function SideLists({ area, loads, onPick }: { area: LotteryArea; loads: number; onPick: (gameId: string) => void }) {
  const t = useT();
  const countdown = useCountdown();
  const tagName = useTagName();
  const popular = useResource(loadPopularLottery);
  useReloadWith(loads, popular.send);
  const menus = useResource(loadLotteryMenus, area);
  const prizeMode = menus.data?.prizeMode;
  return (
    <aside className="lottery-board__side">
      <section className="lottery-side" data-testid="lottery-popular">
        <h3 className="lottery-side__title">
          <Icon name="fire" size={16} />
          {t('lobby.lottery.popular')}
        </h3>
        <ol className="lottery-popular">
          {(popular.data?.games ?? []).slice(0, 6).map((g) => (
            <li key={g.gameId}>
              {g.area === area ? (
                <button type="button" className="lottery-popular__item" onClick={() => onPick(g.gameId)} data-testid={`lottery-popular-${g.gameId}`}>
                  <PopularLabel name={g.remark} detail={`${tagName(g.gameMenuTag)} · ${countdown(g.remainTime)}`} />
                </button>
              ) : (
                // A game of the other page opens there.
                <Link className="lottery-popular__item" to={`/${g.area === 'VN' ? 'vnlottery' : 'lottery'}?gameCode=${encodeURIComponent(g.gameId)}`} data-testid={`lottery-popular-${g.gameId}`}>
                  <PopularLabel name={g.remark} detail={`${tagName(g.gameMenuTag)} · ${countdown(g.remainTime)}`} />
                </Link>
              )}
            </li>
          ))}
        </ol>
      </section>
      {prizeMode && <RecentResults area={area} prizeMode={prizeMode} loads={loads} />}
      {area === 'VN' && <VnNumbers loads={loads} />}
    </aside>
  );
}

function PopularLabel({ name, detail }: { name: string; detail: string }) {
  return (
    <>
      <span className="lottery-popular__name">{name}</span>
      <span className="is-muted">{detail}</span>
    </>
  );
}

function ResultList({ results, testId }: { results: LotteryResult[]; testId: string }) {
  const t = useT();
  if (results.length === 0) return <p className="is-muted">{t('lobby.lottery.noResults')}</p>;
  return (
    <ol className="lottery-results" data-testid={testId}>
      {results.slice(0, SHOWN).map((r) => (
        <li key={r.drawId}>
          <span className="lottery-results__name">
            {r.remark} <span className="is-muted">{r.numero}</span>
          </span>
          <Balls numbers={r.numbers} small />
        </li>
      ))}
    </ol>
  );
}

function RecentResults({ area, prizeMode, loads }: { area: LotteryArea; prizeMode: PrizeMode; loads: number }) {
  const t = useT();
  const recent = useResource(loadRecentResults, { prizeMode, area });
  useReloadWith(loads, recent.send);
  return (
    <section className="lottery-side" data-testid="lottery-recent" data-prize-mode={prizeMode}>
      <h3 className="lottery-side__title">
        <Icon name="clock" size={16} />
        {t('lobby.lottery.recent')}
      </h3>
      <ResultList results={recent.data?.results ?? []} testId="lottery-recent-list" />
    </section>
  );
}

function VnNumbers({ loads }: { loads: number }) {
  const t = useT();
  const numbers = useResource(loadVnNumbers);
  useReloadWith(loads, numbers.send);
  return (
    <section className="lottery-side" data-testid="lottery-vn-numbers">
      <h3 className="lottery-side__title">
        <Icon name="ticket" size={16} />
        {t('lobby.lottery.vnNumbers')}
      </h3>
      <ResultList results={numbers.data?.results ?? []} testId="lottery-vn-list" />
    </section>
  );
}
