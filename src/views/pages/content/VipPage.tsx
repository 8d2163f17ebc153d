import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { loadVip } from '../../../app/contentLoaders';
import { useResource } from '../../../app/useMachines';
import { Icon } from '../../../components/Icon';
import { useMoney } from '../../../components/money';
import { PageHeading } from '../../../components/PageHeading';
import { useT } from '../../../i18n/useT';
import { Loaded } from '../../centre/engage/Loaded';
import { ProgressBar } from '../../centre/engage/ProgressBar';
import { useMember } from './useMember';
import '../../centre/engage/engage.css';

/** /vip: the rank levels with their perks and, when logged in, the member's level and the way to the next. */
export function VipPage() {
  const t = useT();
  const money = useMoney();
  const intl = useIntl();
  const { member, openLogin } = useMember();
  const vip = useResource(loadVip, member?.id ?? null);
  const { send } = vip;
  useEffect(() => {
    send({ type: 'SET_PARAMS', params: member?.id ?? null });
  }, [member?.id, send]);
  const symbol = member?.currencySymbol ?? '';

  return (
    <div className="container page-body content-page" data-testid="vip-page">
      <PageHeading icon="crown" title={t('page.vip.title')} subtitle={t('page.vip.subtitle')} />
      <Loaded resource={vip} testId="vip">
        {({ levels, mine }) => (
          <>
            {mine ? (
              <section className="vip-me" data-testid="vip-me">
                <span className="vip-me__badge" aria-hidden="true">
                  <Icon name="crown" size={32} />
                </span>
                <div className="vip-me__text">
                  <p className="vip-me__label">{t('content.vip.yourLevel')}</p>
                  <p className="vip-me__level" data-testid="vip-level">
                    {t('content.vip.level', { level: mine.level, name: mine.name })}
                  </p>
                  <p className="vip-me__stake">{t('content.vip.totalStake', { amount: money(symbol, mine.totalStake) })}</p>
                  {mine.next ? (
                    <>
                      <ProgressBar
                        ratio={Number(mine.next.minStake) > 0 ? Number(mine.totalStake) / Number(mine.next.minStake) : 1}
                        label={t('content.vip.next', { name: mine.next.name, amount: money(symbol, mine.next.remaining) })}
                        valueText={t('content.vip.next', { name: mine.next.name, amount: money(symbol, mine.next.remaining) })}
                      />
                      <p className="vip-me__next">{t('content.vip.next', { name: mine.next.name, amount: money(symbol, mine.next.remaining) })}</p>
                    </>
                  ) : (
                    <p className="vip-me__next">{t('content.vip.top')}</p>
                  )}
                </div>
              </section>
            ) : (
              <section className="content-callout">
                <p>{t('content.vip.loginHint')}</p>
                <button type="button" className="button button--primary" onClick={openLogin} data-testid="vip-login">
                  {t('content.promo.login')}
                </button>
              </section>
            )}
            <div className="content-table-wrap">
              <table className="content-table" data-testid="vip-levels">
                <caption>{t('content.vip.levels')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('content.vip.col.level')}</th>
                    <th scope="col">{t('content.vip.col.stake')}</th>
                    <th scope="col">{t('content.vip.col.withdrawals')}</th>
                    <th scope="col">{t('content.vip.col.birthday')}</th>
                    <th scope="col">{t('content.vip.col.points')}</th>
                  </tr>
                </thead>
                <tbody>
                  {levels.map((l) => (
                    <tr key={l.level} className={mine?.level === l.level ? 'is-current' : undefined} aria-current={mine?.level === l.level ? 'true' : undefined}>
                      <th scope="row">
                        <span className={`vip-rank vip-rank--${l.level}`}>{l.level}</span> {l.name}
                      </th>
                      <td>{money(symbol, l.minStake)}</td>
                      <td>{l.dailyWithdrawals}</td>
                      <td>{money(symbol, l.birthdayBonus)}</td>
                      <td>{t('content.vip.pointsRate', { rate: intl.formatNumber(Number(l.pointsRate), { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Loaded>
    </div>
  );
}
