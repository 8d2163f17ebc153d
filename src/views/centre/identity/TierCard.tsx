import { IDENTITY_TIERS, tierReaches, type IdentityTier } from '../../../../server/shared/identityRules';
import type { IdentityRulesWire } from '../../../api/identity';
import { Icon } from '../../../components/Icon';
import { useMoney } from '../../../components/money';
import { useT, type MessageKey } from '../../../i18n/useT';

/** The member's level among the three, what each means, and what the merchant makes wait for one. */
export function TierCard({ tier, rules, symbol }: { tier: IdentityTier; rules: IdentityRulesWire; symbol: string }) {
  const t = useT();
  const money = useMoney();
  const tierName = (name: IdentityTier) => t(`verification.tier.${name}` as MessageKey);
  const asks = [
    rules.anyWithdrawal && t('verification.rules.anyWithdrawal', { tier: tierName(rules.anyWithdrawal) }),
    rules.withdrawalAbove && t('verification.rules.withdrawalAbove', { amount: money(symbol, rules.withdrawalAbove.amount), tier: tierName(rules.withdrawalAbove.tier) }),
    rules.depositedAbove && t('verification.rules.depositedAbove', { amount: money(symbol, rules.depositedAbove.amount), tier: tierName(rules.depositedAbove.tier) }),
  ].filter((ask): ask is string => Boolean(ask));
  return (
    <section className="identity-card" aria-labelledby="identity-tier-title" data-testid="identity-tier" data-tier={tier}>
      <h3 className="identity-card__title" id="identity-tier-title">
        <Icon name="shield" size={18} />
        {t('verification.tier.title')}
        <span className={`identity-tier-badge identity-tier-badge--${tier}`} data-testid="identity-tier-name">
          {tierName(tier)}
        </span>
      </h3>
      <ol className="identity-tiers">
        {IDENTITY_TIERS.map((step) => (
          <li key={step} className={`identity-tiers__step${tierReaches(tier, step) ? ' is-reached' : ''}${step === tier ? ' is-current' : ''}`} aria-current={step === tier ? 'step' : undefined}>
            <strong>{tierName(step)}</strong>
            <span>{t(`verification.tier.${step}.text` as MessageKey)}</span>
          </li>
        ))}
      </ol>
      <h4 className="identity-card__subtitle">{t('verification.rules.title')}</h4>
      {asks.length === 0 ? (
        <p className="identity-card__text" data-testid="identity-rules-none">
          {t('verification.rules.none')}
        </p>
      ) : (
        <ul className="identity-rules" data-testid="identity-rules">
          {asks.map((ask) => (
            <li key={ask}>{ask}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
