import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedDate } from 'react-intl';
import { PERMISSIONS, type Permission } from '../../../server/shared/staffRoles';
import { useResource } from '../../app/useResource';
import { useSubmission } from '../../app/useSubmission';
import * as api from '../api';
import { type ConsoleKey, useCT, useErrorText } from '../intl';
import { ListLoading } from '../PageLoading';
import { useStaffSession } from '../session';

type NewKey = { name: string; scopes: Permission[] };

export function keyProblem(request: NewKey): ConsoleKey | null {
  if (!request.name.trim()) return 'backoffice.keys.nameRequired';
  if (request.scopes.length === 0) return 'backoffice.keys.scopesRequired';
  return null;
}

/** The operator API's keys (staff.manage): list, create with scopes (the key shown once), revoke. */
export function ApiKeys() {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  const { token } = useStaffSession();
  const list = useResource((_: undefined, { signal }) => api.fetchKeys(token, { signal }));
  const create = useSubmission((body: NewKey, _key, { signal }) => api.createKey(token, body, { signal }), keyProblem);
  const revoke = useSubmission((keyId: string, _key, { signal }) => api.revokeKey(token, keyId, { signal }));
  const [scopes, setScopes] = useState<Permission[]>([]);
  const created = create.snapshot.matches('succeeded') ? create.result : null;
  const revoked = revoke.snapshot.matches('succeeded');
  const { send: sendList } = list;
  useEffect(() => {
    if (created || revoked) sendList({ type: 'REFRESH' });
  }, [created, revoked, revoke.result, sendList]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    create.submit({ name: String(form.get('name') ?? '').trim(), scopes });
  };

  return (
    <section className="bo-page" data-testid="bo-keys">
      <h1>{t('backoffice.keys.title')}</h1>
      <form className="bo-card bo-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('backoffice.keys.create')}</h2>
        <label className="bo-field">
          <span>{t('backoffice.keys.name')}</span>
          <input name="name" required maxLength={64} autoComplete="off" />
        </label>
        <fieldset className="bo-scopes">
          <legend>{t('backoffice.keys.scopes')}</legend>
          {PERMISSIONS.map((permission) => (
            <label key={permission} className="bo-check">
              <input
                type="checkbox"
                checked={scopes.includes(permission)}
                onChange={(e) => setScopes((now) => (e.target.checked ? [...now, permission] : now.filter((p) => p !== permission)))}
              />
              <code>{permission}</code>
            </label>
          ))}
        </fieldset>
        {create.problem && (
          <p className="bo-error" role="alert">
            {t(create.problem as ConsoleKey)}
          </p>
        )}
        {create.errorCode && (
          <p className="bo-error" role="alert">
            {errorText(create.errorCode)}
          </p>
        )}
        <button type="submit" className="bo-button bo-button--primary" disabled={create.busy}>
          {t('backoffice.keys.createSubmit')}
        </button>
      </form>
      {created && (
        <div className="bo-card bo-once" role="status" data-testid="bo-key-created">
          <p>
            <strong>{t('backoffice.keys.shownOnce', { name: created.name })}</strong>
          </p>
          <code className="bo-secret">{created.key}</code>
          <button type="button" className="bo-button" onClick={() => create.send({ type: 'RESET' })}>
            {t('backoffice.keys.copied')}
          </button>
        </div>
      )}
      {revoke.errorCode && (
        <p className="bo-error" role="alert">
          {errorText(revoke.errorCode)}
        </p>
      )}
      <ListLoading failed={list.snapshot.matches('failed')} loaded={Boolean(list.data)} error={errorText(list.errorCode)} />
      {list.data && (
        <table className="bo-table" data-testid="bo-keys-table">
          <caption className="bo-visually-hidden">{t('backoffice.keys.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.keys.name')}</th>
              <th scope="col">{t('backoffice.keys.scopes')}</th>
              <th scope="col">{t('backoffice.keys.createdBy')}</th>
              <th scope="col">{t('backoffice.keys.lastUsed')}</th>
              <th scope="col">{t('backoffice.staff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((key) => (
              <tr key={key.id} data-testid="bo-key-row">
                <td>{key.name}</td>
                <td>{key.scopes.join(', ')}</td>
                <td>
                  {key.createdBy} · <FormattedDate value={key.createdAt} dateStyle="medium" />
                </td>
                <td>{key.lastUsedAt ? <FormattedDate value={key.lastUsedAt} dateStyle="medium" timeStyle="short" /> : '–'}</td>
                <td>
                  {key.revokedAt ? (
                    <span className="bo-muted">{t('backoffice.keys.revoked')}</span>
                  ) : (
                    <button type="button" className="bo-button bo-button--small bo-button--danger" disabled={revoke.busy} onClick={() => revoke.submit(key.id)}>
                      {t('backoffice.keys.revoke', { name: key.name })}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
