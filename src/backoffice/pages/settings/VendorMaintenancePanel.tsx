import { useCallback, useEffect, useMemo } from 'react';
import { FormattedDate } from 'react-intl';
import type { VendorMaintenance } from '../../../../server/shared/wire/operatorSettings';
import { useResource } from '../../../app/useResource';
import { useSubmission } from '../../../app/useSubmission';
import * as api from '../../api';
import { useCT, useErrorText } from '../../intl';
import { ListLoading } from '../../PageLoading';
import { useStaffSession } from '../../session';
import { SelectField } from './SelectField';
import { SettingsForm, TextField } from './SettingsForm';
import { isoOf } from './time';
import { useSettingsForm } from './useSettingsForm';

/** Vendors' maintenance windows (risk.manage): launching a vendor's games is refused inside one. */
export function VendorMaintenancePanel() {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const list = useResource((_: undefined, { signal }) => api.fetchVendorMaintenance(token, { signal }));
  const end = useSubmission((vendor: string, _key, { signal }) => api.endVendorMaintenance(token, vendor, { signal }));
  const { send: sendList } = list;
  const ended = end.snapshot.matches('succeeded');
  const refresh = useCallback(() => sendList({ type: 'REFRESH' }), [sendList]);
  useEffect(() => {
    if (ended) sendList({ type: 'REFRESH' });
  }, [ended, end.result, sendList]);
  return (
    <>
      <ListLoading failed={list.snapshot.matches('failed')} loaded={Boolean(list.data)} error={errorText(list.errorCode)} />
      {list.data && <WindowForm data={list.data} onSaved={refresh} />}
      {end.errorCode && (
        <p className="bo-error" role="alert">
          {errorText(end.errorCode)}
        </p>
      )}
      {list.data && list.data.windows.length === 0 && <p className="bo-empty">{t('backoffice.settings.vendors.none')}</p>}
      {list.data && list.data.windows.length > 0 && (
        <table className="bo-table" data-testid="bo-settings-vendor-windows">
          <caption className="bo-visually-hidden">{t('backoffice.settings.group.vendors')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.settings.vendors.vendor')}</th>
              <th scope="col">{t('backoffice.settings.vendors.startsAt')}</th>
              <th scope="col">{t('backoffice.settings.vendors.endsAt')}</th>
              <th scope="col">{t('backoffice.settings.vendors.info')}</th>
              <th scope="col">{t('backoffice.staff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.windows.map((w) => (
              <tr key={`${w.vendor} ${w.startsAt}`}>
                <td>{w.vendorName}</td>
                <td>
                  <FormattedDate value={w.startsAt} dateStyle="medium" timeStyle="short" />
                </td>
                <td>
                  <FormattedDate value={w.endsAt} dateStyle="medium" timeStyle="short" />
                </td>
                <td>{w.info}</td>
                <td>
                  <button type="button" className="bo-button bo-button--small" disabled={end.busy} onClick={() => end.submit(w.vendor)}>
                    {t('backoffice.settings.vendors.end', { vendor: w.vendorName })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

type Draft = { vendor: string; startsAt: string; endsAt: string; info: string };

function WindowForm({ data, onSaved }: { data: VendorMaintenance; onSaved: () => void }) {
  const t = useCT();
  const { token } = useStaffSession();
  // A new list after a save keeps the form (and its notice) unless the first vendor changed.
  const first = data.vendors[0]?.vendor ?? '';
  const values = useMemo<Draft>(() => ({ vendor: first, startsAt: '', endsAt: '', info: '' }), [first]);
  const form = useSettingsForm(values, (d, signal) =>
    api.putVendorMaintenance(token, { vendor: d.vendor, startsAt: isoOf(d.startsAt) ?? '', endsAt: isoOf(d.endsAt) ?? '', info: d.info.trim() }, { signal }),
  );
  const { saved } = form;
  useEffect(() => {
    if (saved) onSaved();
  }, [saved, onSaved]);
  return (
    <SettingsForm form={form} title={t('backoffice.settings.vendors.plan')} testId="bo-settings-vendor-form">
      <SelectField form={form} name="vendor" label="backoffice.settings.vendors.vendor" options={data.vendors.map((v) => ({ value: v.vendor, label: v.vendorName }))} />
      <TextField form={form} name="startsAt" label="backoffice.settings.vendors.startsAt" type="datetime-local" />
      <TextField form={form} name="endsAt" label="backoffice.settings.vendors.endsAt" type="datetime-local" />
      <TextField form={form} name="info" label="backoffice.settings.vendors.info" />
    </SettingsForm>
  );
}
