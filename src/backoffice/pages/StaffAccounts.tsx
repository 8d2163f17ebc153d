import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedDate } from 'react-intl';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_ROLES, STAFF_USERNAME, type StaffRole } from '../../../server/shared/staffRoles';
import type { CreateStaffRequest, StaffAccount } from '../../../server/shared/wire/backoffice';
import { useResource } from '../../app/useResource';
import { useSubmission } from '../../app/useSubmission';
import * as api from '../api';
import { type ConsoleKey, useCT, useErrorText } from '../intl';
import { ListLoading } from '../PageLoading';
import { useStaffSession } from '../session';

/** The form's own checks, as the server's (server/shared/staffRoles.ts). */
export function staffProblem(request: CreateStaffRequest): ConsoleKey | null {
  if (!STAFF_USERNAME.test(request.username)) return 'backoffice.staff.usernameRule';
  if (!request.displayName.trim()) return 'backoffice.staff.displayNameRequired';
  if (request.password.length < STAFF_PASSWORD_MIN || request.password.length > STAFF_PASSWORD_MAX) return 'backoffice.staff.passwordRule';
  return null;
}

type Change = { id: string; role?: StaffRole; disabled?: boolean; resetSecondFactor?: true };

/** Staff accounts (staff.manage): list, create, change a role, disable, reset a second factor. */
export function StaffAccounts() {
  const t = useCT();
  const errorText = useErrorText();
  const { token, staff: me } = useStaffSession();
  const list = useResource((_: undefined, { signal }) => api.fetchStaff(token, { signal }));
  const change = useSubmission(({ id, ...body }: Change, _key, { signal }) => api.updateStaff(token, id, body, { signal }));
  const changed = change.snapshot.matches('succeeded');
  const { send: sendList } = list;
  useEffect(() => {
    if (changed) sendList({ type: 'REFRESH' });
  }, [changed, change.result, sendList]);

  return (
    <section className="bo-page" data-testid="bo-staff">
      <h1>{t('backoffice.staff.title')}</h1>
      <CreateStaff onCreated={() => sendList({ type: 'REFRESH' })} />
      {change.errorCode && (
        <p className="bo-error" role="alert">
          {errorText(change.errorCode)}
        </p>
      )}
      {changed && (
        <p className="bo-notice" role="status">
          {t('backoffice.staff.changed')}
        </p>
      )}
      <ListLoading failed={list.snapshot.matches('failed')} loaded={Boolean(list.data)} error={errorText(list.errorCode)} />
      {list.data && (
        <table className="bo-table" data-testid="bo-staff-table">
          <caption className="bo-visually-hidden">{t('backoffice.staff.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.staff.username')}</th>
              <th scope="col">{t('backoffice.staff.displayName')}</th>
              <th scope="col">{t('backoffice.staff.role')}</th>
              <th scope="col">{t('backoffice.staff.state')}</th>
              <th scope="col">{t('backoffice.staff.lastSignIn')}</th>
              <th scope="col">{t('backoffice.staff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((account) => (
              <StaffRow key={account.id} account={account} self={account.username === me.username} busy={change.busy} onChange={(c) => change.submit({ id: account.id, ...c })} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function StaffRow({ account, self, busy, onChange }: { account: StaffAccount; self: boolean; busy: boolean; onChange: (change: Omit<Change, 'id'>) => void }) {
  const t = useCT();
  const id = useId();
  const [role, setRole] = useState<StaffRole>(account.role);
  return (
    <tr data-testid="bo-staff-row" data-username={account.username}>
      <td>{account.username}</td>
      <td>{account.displayName}</td>
      <td>
        <label htmlFor={`${id}-role`} className="bo-visually-hidden">
          {t('backoffice.staff.roleOf', { name: account.username })}
        </label>
        <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as StaffRole)} disabled={self}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`backoffice.role.${r}`)}
            </option>
          ))}
        </select>
        {role !== account.role && (
          <button type="button" className="bo-button bo-button--small" disabled={busy} onClick={() => onChange({ role })}>
            {t('backoffice.staff.saveRole')}
          </button>
        )}
      </td>
      <td>
        {t(account.disabled ? 'backoffice.staff.disabled' : 'backoffice.staff.active')}
        {!account.enrolled && <span className="bo-muted"> · {t('backoffice.staff.notEnrolled')}</span>}
      </td>
      <td>{account.lastSignInAt ? <FormattedDate value={account.lastSignInAt} dateStyle="medium" timeStyle="short" /> : '–'}</td>
      <td className="bo-row">
        {!self && (
          <button type="button" className="bo-button bo-button--small" disabled={busy} onClick={() => onChange({ disabled: !account.disabled })}>
            {t(account.disabled ? 'backoffice.staff.enable' : 'backoffice.staff.disable')}
          </button>
        )}
        {account.enrolled && (
          <button type="button" className="bo-button bo-button--small" disabled={busy} onClick={() => onChange({ resetSecondFactor: true })}>
            {t('backoffice.staff.resetSecondFactor')}
          </button>
        )}
      </td>
    </tr>
  );
}

function CreateStaff({ onCreated }: { onCreated: () => void }) {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  const { token } = useStaffSession();
  const create = useSubmission((body: CreateStaffRequest, _key, { signal }) => api.createStaff(token, body, { signal }), staffProblem);
  const created = create.snapshot.matches('succeeded');
  useEffect(() => {
    if (created) onCreated();
  }, [created, create.result, onCreated]);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    create.submit({
      username: String(form.get('username') ?? '').trim(),
      displayName: String(form.get('displayName') ?? '').trim(),
      role: String(form.get('role')) as StaffRole,
      password: String(form.get('password') ?? ''),
    });
  };
  return (
    <form className="bo-card bo-form bo-form--inline" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="bo-staff-create">
      <h2 id={`${id}-title`}>{t('backoffice.staff.create')}</h2>
      <label className="bo-field">
        <span>{t('backoffice.staff.username')}</span>
        <input name="username" autoComplete="off" required pattern={STAFF_USERNAME.source} />
      </label>
      <label className="bo-field">
        <span>{t('backoffice.staff.displayName')}</span>
        <input name="displayName" autoComplete="off" required maxLength={64} />
      </label>
      <label className="bo-field">
        <span>{t('backoffice.staff.role')}</span>
        <select name="role" defaultValue="support">
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`backoffice.role.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="bo-field">
        <span>{t('backoffice.staff.password')}</span>
        <input name="password" type="password" autoComplete="new-password" required minLength={STAFF_PASSWORD_MIN} maxLength={STAFF_PASSWORD_MAX} />
      </label>
      {create.problem && (
        <p className="bo-error" role="alert">
          {t(create.problem as ConsoleKey, { min: STAFF_PASSWORD_MIN, max: STAFF_PASSWORD_MAX })}
        </p>
      )}
      {create.errorCode && (
        <p className="bo-error" role="alert">
          {errorText(create.errorCode)}
        </p>
      )}
      {created && create.result && (
        <p className="bo-notice" role="status">
          {t('backoffice.staff.created', { name: create.result.username })}
        </p>
      )}
      <button type="submit" className="bo-button bo-button--primary" disabled={create.busy}>
        {t('backoffice.staff.createSubmit')}
      </button>
    </form>
  );
}
