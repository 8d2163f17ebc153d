import { useId, useMemo, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IDENTITY_TIERS, type IdentityTier } from '../../../../server/shared/identityRules';
import type { IdentityRulesWire } from '../../../../server/shared/wire/identity';
import { useResource } from '../../../app/useResource';
import { DEFAULT_MERCHANT } from '../../../storage/storage';
import * as api from '../../identityApi';
import { useCT, useErrorText, type ConsoleKey } from '../../intl';
import { ListLoading } from '../../PageLoading';
import { useStaffSession } from '../../session';
import { SelectField } from '../settings/SelectField';
import { SettingsForm, TextField } from '../settings/SettingsForm';
import { useReloadOnChange } from '../settings/useReloadOnChange';
import { useSettingsForm } from '../settings/useSettingsForm';

// A merchant's rules of what waits for an identity level (risk.manage): every withdrawal, a
// withdrawal above an amount, or withdrawals once the member's deposits pass an amount, each
// asking basic or full. The merchant is chosen in the address (?rulesMerchant=); the form is on
// the settings' save flow, its refusals marked on the fields.

type Draft = { anyWithdrawal: string; aboveAmount: string; aboveTier: string; depositedAmount: string; depositedTier: string };

const draftOf = (rules: IdentityRulesWire): Draft => ({
  anyWithdrawal: rules.anyWithdrawal ?? '',
  aboveAmount: rules.withdrawalAbove?.amount ?? '',
  aboveTier: rules.withdrawalAbove?.tier ?? '',
  depositedAmount: rules.depositedAbove?.amount ?? '',
  depositedTier: rules.depositedAbove?.tier ?? '',
});

const tierOrNull = (value: string) => (value ? (value as IdentityTier) : null);
/** A rule is set by its tier; its amount goes as typed (the server refuses a bad one on its field). */
const ruleOf = (amount: string, tier: string) => (tier ? { amount: amount.trim(), tier: tier as IdentityTier } : null);

export function IdentityRules() {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  const { token } = useStaffSession();
  const [search, setSearch] = useSearchParams();
  const merchant = (search.get('rulesMerchant') ?? DEFAULT_MERCHANT).toUpperCase();
  const rules = useResource((code: string, { signal }) => api.fetchIdentityRules(token, code, { signal }), merchant);
  useReloadOnChange(merchant, rules.send);
  const choose = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('rulesMerchant') ?? '').trim();
    setSearch((p) => (code ? p.set('rulesMerchant', code) : p.delete('rulesMerchant'), p));
  };
  return (
    <section className="bo-identity-rules" aria-labelledby={`${id}-title`} data-testid="bo-identity-rules">
      <h2 id={`${id}-title`}>{t('backoffice.identity.rules.title')}</h2>
      <p className="bo-muted">{t('backoffice.identity.rules.text')}</p>
      <form className="bo-filters" onSubmit={choose} key={merchant}>
        <label className="bo-field">
          <span>{t('backoffice.queues.merchant')}</span>
          <input name="rulesMerchant" defaultValue={merchant} maxLength={16} data-testid="bo-identity-rules-merchant" />
        </label>
        <button type="submit" className="bo-button">
          {t('backoffice.identity.rules.show')}
        </button>
      </form>
      <ListLoading failed={rules.snapshot.matches('failed')} loaded={Boolean(rules.data)} error={errorText(rules.errorCode)} />
      {rules.data && <RulesForm merchant={merchant} rules={rules.data} />}
    </section>
  );
}

function RulesForm({ merchant, rules }: { merchant: string; rules: IdentityRulesWire }) {
  const t = useCT();
  const { token } = useStaffSession();
  const values = useMemo(() => draftOf(rules), [rules]);
  const form = useSettingsForm<Draft>(values, (d, signal) =>
    api.putIdentityRules(
      token,
      { merchantCode: merchant, anyWithdrawal: tierOrNull(d.anyWithdrawal), withdrawalAbove: ruleOf(d.aboveAmount, d.aboveTier), depositedAbove: ruleOf(d.depositedAmount, d.depositedTier) },
      { signal },
    ),
  );
  const tiers = [{ value: '', label: t('backoffice.identity.rules.noTier') }, ...IDENTITY_TIERS.filter((tier) => tier !== 'unverified').map((tier) => ({ value: tier, label: t(`backoffice.identity.tier.${tier}` as ConsoleKey) }))];
  return (
    <SettingsForm form={form} title={t('backoffice.identity.rules.formTitle', { merchant })} testId="bo-identity-rules-form">
      <SelectField form={form} name="anyWithdrawal" label="backoffice.identity.rules.anyWithdrawal" options={tiers} />
      <div className="bo-row">
        <TextField form={form} name="aboveAmount" path="withdrawalAbove" label="backoffice.identity.rules.aboveAmount" inputMode="decimal" />
        <SelectField form={form} name="aboveTier" label="backoffice.identity.rules.aboveTier" options={tiers} />
      </div>
      <div className="bo-row">
        <TextField form={form} name="depositedAmount" path="depositedAbove" label="backoffice.identity.rules.depositedAmount" inputMode="decimal" />
        <SelectField form={form} name="depositedTier" label="backoffice.identity.rules.depositedTier" options={tiers} />
      </div>
    </SettingsForm>
  );
}
