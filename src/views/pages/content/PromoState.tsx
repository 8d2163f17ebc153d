import type { PromotionState } from '../../../../server/shared/wire/promotions';
import { useT, type MessageKey } from '../../../i18n/useT';

/** The member's state of a promotion as a coloured tag (spec section 4's activity states). */
export function PromoState({ state }: { state: PromotionState }) {
  const t = useT();
  return (
    <span className={`promo-state promo-state--${state}`} data-testid="promo-state" data-state={state}>
      {t(`content.promo.state.${state}` as MessageKey)}
    </span>
  );
}
