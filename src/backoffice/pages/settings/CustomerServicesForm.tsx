import { useId, useMemo } from 'react';
import { CS_ENTRIES_MAX, CS_POSITIONS, CS_TYPES } from '../../../../server/shared/merchantSettings';
import type { CustomerServiceEntry, SystemSettings } from '../../../../server/shared/wire/operatorSettings';
import * as api from '../../api';
import { type ConsoleKey, useCT } from '../../intl';
import { useStaffSession } from '../../session';
import { FieldProblem, SettingsForm, TextField } from './SettingsForm';
import { type SettingsFormApi, useSettingsForm } from './useSettingsForm';

type Draft = { entries: CustomerServiceEntry[]; vipName: string; vipUrl: string };
type Form = SettingsFormApi<Draft>;

const TYPE_LABELS: Record<(typeof CS_TYPES)[number], ConsoleKey | string> = {
  livechat: 'backoffice.settings.cs.livechat',
  // Brand names, written as the brands write them in every language.
  telegram: 'Telegram',
  facebook: 'Facebook',
  other: 'backoffice.settings.cs.other',
};

/** The customer-service entries in the order the bar lists them, and the VIP channel (members above VIP rank 4). */
export function CustomerServicesForm({ settings }: { settings: SystemSettings }) {
  const t = useCT();
  const { token } = useStaffSession();
  const { customerServices, merchantCode } = settings;
  const values = useMemo<Draft>(() => ({ entries: customerServices.entries, vipName: customerServices.vip?.name ?? '', vipUrl: customerServices.vip?.url ?? '' }), [customerServices]);
  const form = useSettingsForm(values, (d, signal) =>
    api.putCustomerServices(
      token,
      { merchantCode, entries: d.entries.map((e) => ({ ...e, name: e.name.trim(), url: e.url.trim() })), vip: d.vipName.trim() || d.vipUrl.trim() ? { name: d.vipName.trim(), url: d.vipUrl.trim() } : null },
      { signal },
    ),
  );
  const entries = form.draft.entries ?? [];
  const change = (index: number, patch: Partial<CustomerServiceEntry>) => form.set('entries', entries.map((e, i) => (i === index ? { ...e, ...patch } : e)));
  return (
    <SettingsForm form={form} title={t('backoffice.settings.group.customerService')} testId="bo-settings-customer-service">
      {entries.map((entry, index) => (
        <EntryRow key={index} form={form} index={index} entry={entry} onChange={(patch) => change(index, patch)} onRemove={() => form.set('entries', entries.filter((_, i) => i !== index))} />
      ))}
      {entries.length < CS_ENTRIES_MAX && (
        <button type="button" className="bo-button bo-button--small" onClick={() => form.set('entries', [...entries, { csPosition: 'right', csType: 'livechat', name: '', url: 'https://' }])}>
          {t('backoffice.settings.cs.add')}
        </button>
      )}
      <fieldset className="bo-form">
        <legend>{t('backoffice.settings.cs.vip')}</legend>
        <TextField form={form} name="vipName" path="vip/name" label="backoffice.settings.cs.name" />
        <TextField form={form} name="vipUrl" path="vip/url" label="backoffice.settings.cs.url" />
      </fieldset>
    </SettingsForm>
  );
}

function EntryRow({ form, index, entry, onChange, onRemove }: { form: Form; index: number; entry: CustomerServiceEntry; onChange: (patch: Partial<CustomerServiceEntry>) => void; onRemove: () => void }) {
  const t = useCT();
  const id = useId();
  const refused = (field: string) => form.refusedField(`entries/${index}/${field}`);
  const label = (key: ConsoleKey | string) => (key.startsWith('backoffice.') ? t(key as ConsoleKey) : key);
  return (
    <fieldset className="bo-form bo-form--inline" data-testid="bo-settings-cs-entry">
      <legend>{t('backoffice.settings.cs.entry', { number: index + 1 })}</legend>
      <div className="bo-field">
        <label htmlFor={`${id}-position`}>{t('backoffice.settings.cs.position')}</label>
        <select id={`${id}-position`} value={entry.csPosition} onChange={(e) => onChange({ csPosition: e.target.value as CustomerServiceEntry['csPosition'] })}>
          {CS_POSITIONS.map((p) => (
            <option key={p} value={p}>
              {t(`backoffice.settings.cs.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="bo-field">
        <label htmlFor={`${id}-type`}>{t('backoffice.settings.cs.type')}</label>
        <select id={`${id}-type`} value={entry.csType} onChange={(e) => onChange({ csType: e.target.value as CustomerServiceEntry['csType'] })}>
          {CS_TYPES.map((type) => (
            <option key={type} value={type}>
              {label(TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </div>
      <div className="bo-field">
        <label htmlFor={`${id}-name`}>{t('backoffice.settings.cs.name')}</label>
        <input id={`${id}-name`} value={entry.name} aria-invalid={refused('name') || undefined} onChange={(e) => onChange({ name: e.target.value })} />
        {refused('name') && <FieldProblem />}
      </div>
      <div className="bo-field">
        <label htmlFor={`${id}-url`}>{t('backoffice.settings.cs.url')}</label>
        <input id={`${id}-url`} value={entry.url} aria-invalid={refused('url') || undefined} onChange={(e) => onChange({ url: e.target.value })} />
        {refused('url') && <FieldProblem />}
      </div>
      <button type="button" className="bo-button bo-button--small bo-button--danger" onClick={onRemove}>
        {t('backoffice.settings.cs.remove', { number: index + 1 })}
      </button>
    </fieldset>
  );
}
