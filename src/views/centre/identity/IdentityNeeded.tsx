import * as v from 'valibot';
import { IDENTITY_TIERS } from '../../../../server/shared/identityRules';
import { AreaMessages } from '../../../app/AreaMessages';
import { Icon } from '../../../components/Icon';
import { useT, type MessageKey } from '../../../i18n/useT';
import { useCentre } from '../CentreContext';
import './verification.css';

// A withdrawal refused for identity checks (identity_required: the level the merchant's rules
// ask and the member's; identity_review_pending: documents still waiting): what is needed, and
// the way to the verification page.

const needed = v.object({ tier: v.picklist(IDENTITY_TIERS), current: v.picklist(IDENTITY_TIERS) });

/** Whether a refusal is about identity checks (the withdraw form shows this notice in place of its error). */
export const isIdentityRefusal = (code: string | null | undefined) => code === 'identity_required' || code === 'identity_review_pending';

export function IdentityNeeded({ errorCode, errorValue }: { errorCode: string; errorValue: unknown }) {
  return (
    <AreaMessages area="verification" fallback={null}>
      <IdentityNeededText errorCode={errorCode} errorValue={errorValue} />
    </AreaMessages>
  );
}

function IdentityNeededText({ errorCode, errorValue }: { errorCode: string; errorValue: unknown }) {
  const t = useT();
  const { go } = useCentre();
  const tiers = v.safeParse(needed, errorValue);
  const text =
    errorCode === 'identity_required' && tiers.success
      ? t('verification.withdraw.required', { tier: t(`verification.tier.${tiers.output.tier}` as MessageKey), current: t(`verification.tier.${tiers.output.current}` as MessageKey) })
      : errorCode === 'identity_required'
        ? t('error.identity_required')
        : t('verification.withdraw.pending');
  return (
    <div className="wallet-note identity-needed" role="alert" data-testid="withdraw-identity-needed" data-code={errorCode}>
      <Icon name="shield" size={18} />
      <p>{text}</p>
      <button type="button" className="button button--primary" onClick={() => go('verification')} data-testid="withdraw-identity-go">
        {t('verification.withdraw.go')}
      </button>
    </div>
  );
}
