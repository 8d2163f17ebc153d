import { useIntl } from 'react-intl';
import type { Rebate, RebateClaim } from '../../../../server/shared/wire/centre';
import { claimRebate, loadRebate } from '../../../app/centreEngage';
import { EmptyState } from '../../../components/EmptyState';
import { FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { useMoney } from '../../../components/money';
import { errorKey, useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { useCentre } from '../CentreContext';
import { Loaded } from '../engage/Loaded';
import { useClaim } from '../engage/useClaim';
import { useResource } from '../../../app/useMachines';
import '../engage/engage.css';

/** Manual rebate (manualRebate): a share of the settled stakes, claimed by the member (MANPLAYREB3). */
export default function ManualRebate() {
  const t = useT();
  const rebate = useResource(loadRebate);
  const reload = () => rebate.send({ type: 'REFRESH' });
  return (
    <section className="engage" aria-label={t('centre.rebate.title')} data-testid="centre-page-manualRebate">
      <CentrePageTitle page="manualRebate" />
      <Loaded resource={rebate} testId="rebate">
        {(data) =>
          data.enabled ? (
            <RebateSummary rebate={data} reload={reload} />
          ) : (
            <EmptyState icon="lock" title={t('centre.rebate.disabled')} testId="rebate-disabled">
              {t('centre.rebate.disabledText')}
            </EmptyState>
          )
        }
      </Loaded>
    </section>
  );
}

function RebateSummary({ rebate, reload }: { rebate: Rebate; reload: () => void }) {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const { member } = useCentre();
  const symbol = member.currencySymbol;
  // The payload is the amount shown: the same amount retried keeps its key.
  const claim = useClaim<string, RebateClaim>((_amount, key, options) => claimRebate(key, options), reload);
  const credited = claim.snapshot.matches('succeeded') ? claim.result : null;
  const rate = intl.formatNumber(rebate.rateBps / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  const hasAmount = Number(rebate.amount) > 0;

  const stats = [
    { id: 'rate', label: t('centre.rebate.rate'), value: rate },
    { id: 'bets', label: t('centre.rebate.bets'), value: intl.formatNumber(rebate.bets) },
    { id: 'stake', label: t('centre.rebate.eligibleStake'), value: money(symbol, rebate.eligibleStake) },
  ];

  return (
    <div className="rebate" data-testid="rebate-summary">
      <p className="engage-intro">{t('centre.rebate.intro', { rate })}</p>
      <dl className="rebate__stats">
        {stats.map((stat) => (
          <div className="rebate__stat" key={stat.id} data-testid={`rebate-${stat.id}`}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="engage-panel rebate__claim">
        <div>
          <span className="engage-card__caption">{t('centre.rebate.amount')}</span>
          <strong className="engage-amount engage-amount--large" data-testid="rebate-amount">
            {money(symbol, rebate.amount)}
          </strong>
          {!hasAmount && <p className="engage-muted">{t('centre.rebate.nothing')}</p>}
        </div>
        <button
          type="button"
          className="button button--primary button--large"
          onClick={() => claim.submit(rebate.amount)}
          disabled={!hasAmount || claim.busy}
          data-testid="rebate-claim"
        >
          {claim.busy ? t('centre.rebate.claiming') : t('centre.rebate.claim')}
        </button>
      </div>
      {credited && (
        <p className="engage-success" role="status" data-testid="rebate-credited">
          <Icon name="check" size={16} />
          {t('centre.rebate.credited', { amount: money(symbol, credited.amount), bets: credited.bets })}
        </p>
      )}
      {claim.errorCode && <FormAlert testId="rebate-error">{t(errorKey(claim.errorCode))}</FormAlert>}
    </div>
  );
}
