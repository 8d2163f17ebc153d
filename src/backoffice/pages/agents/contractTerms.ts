import type { ContractTerms } from '../../../../server/shared/wire/agent';
import type { useCT } from '../../intl';

type T = ReturnType<typeof useCT>;

/**
 * What a contract pays, in a line a person reads: each tier of a salary or dividend, the
 * hourly ratio, the real-time win and loss rates. Rates travel as percentages ("0.50").
 */
export function termsText(t: T, terms: ContractTerms): string {
  switch (terms.kind) {
    case 'daily':
      return terms.tiers.map((tier) => t('backoffice.agents.terms.dailyTier', { minBet: tier.minBet, minActive: tier.minActive, ratio: tier.ratio })).join('; ');
    case 'hourly':
      return t('backoffice.agents.terms.hourly', { ratio: terms.ratio });
    case 'realtime':
      return t('backoffice.agents.terms.realtime', { winRate: terms.winRate, lossRate: terms.lossRate });
    case 'dividend':
      return [
        t(`backoffice.agents.period.${terms.period}`),
        ...terms.tiers.map((tier) => t('backoffice.agents.terms.dividendTier', { minLoss: tier.minLoss, minActive: tier.minActive, ratio: tier.ratio })),
      ].join('; ');
  }
}
