import { useId, type FormEvent } from 'react';
import { FormattedDate } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { AuditQuery } from '../../../server/shared/wire/backoffice';
import { useQueryResource } from '../useQueryResource';
import * as api from '../api';
import { useCT, useErrorText } from '../intl';
import { ListLoading } from '../PageLoading';
import { useStaffSession } from '../session';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the address keeps them: ?page&actor&action&from&to (from and to are days, UTC). */
export function auditQueryOf(search: URLSearchParams): Partial<AuditQuery> {
  const page = Number(search.get('page'));
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    actor: search.get('actor')?.trim() || undefined,
    action: search.get('action')?.trim() || undefined,
    from: DAY.test(from) ? `${from}T00:00:00.000Z` : undefined,
    to: DAY.test(to) ? `${to}T23:59:59.999Z` : undefined,
  };
}

/** The audit log (audit.read): who did what, newest first, 15 a page, filtered from the address. */
export function AuditLog() {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  const { token } = useStaffSession();
  const [search, setSearch] = useSearchParams();
  const query = auditQueryOf(search);
  const { data, errorCode, snapshot, send } = useQueryResource((q: Partial<AuditQuery>, { signal }) => api.fetchAudit(token, q, { signal }), query);

  const filter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['actor', 'action', 'from', 'to']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setSearch(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setSearch(next);
  };

  return (
    <section className="bo-page" data-testid="bo-audit">
      <h1>{t('backoffice.audit.title')}</h1>
      <form className="bo-filters" onSubmit={filter} aria-label={t('backoffice.audit.filters')} key={search.toString()}>
        <label className="bo-field">
          <span>{t('backoffice.audit.actor')}</span>
          <input name="actor" defaultValue={search.get('actor') ?? ''} placeholder="staff:admin" />
        </label>
        <label className="bo-field">
          <span>{t('backoffice.audit.action')}</span>
          <input name="action" defaultValue={search.get('action') ?? ''} placeholder="deposit." />
        </label>
        <label className="bo-field">
          <span>{t('backoffice.audit.from')}</span>
          <input name="from" type="date" defaultValue={search.get('from') ?? ''} />
        </label>
        <label className="bo-field">
          <span>{t('backoffice.audit.to')}</span>
          <input name="to" type="date" defaultValue={search.get('to') ?? ''} />
        </label>
        <button type="submit" className="bo-button bo-button--primary">
          {t('backoffice.audit.apply')}
        </button>
      </form>
      <ListLoading failed={snapshot.matches('failed')} loaded={Boolean(data)} error={errorText(errorCode)} />
      {data && (
        <>
          {data.items.length === 0 ? (
            <p className="bo-empty">{t('backoffice.audit.empty')}</p>
          ) : (
            <table className="bo-table" aria-describedby={`${id}-pages`} data-testid="bo-audit-table">
              <caption className="bo-visually-hidden">{t('backoffice.audit.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('backoffice.audit.at')}</th>
                  <th scope="col">{t('backoffice.audit.actor')}</th>
                  <th scope="col">{t('backoffice.audit.action')}</th>
                  <th scope="col">{t('backoffice.audit.ip')}</th>
                  <th scope="col">{t('backoffice.audit.details')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((entry) => (
                  <tr key={entry.id} data-testid="bo-audit-row">
                    <td>
                      <FormattedDate value={entry.at} dateStyle="medium" timeStyle="medium" />
                    </td>
                    <td>{entry.actor}</td>
                    <td>
                      <code>{entry.action}</code>
                    </td>
                    <td>{entry.ip ?? '–'}</td>
                    <td>
                      <code className="bo-details-json">{JSON.stringify(entry.details)}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <nav className="bo-pager" aria-label={t('backoffice.pager.label')}>
            <button type="button" className="bo-button" disabled={data.page <= 1} onClick={() => goTo(data.page - 1)}>
              {t('backoffice.pager.previous')}
            </button>
            <span id={`${id}-pages`}>{t('backoffice.pager.position', { page: data.page, pages: Math.max(1, data.totalPages), total: data.total })}</span>
            <button type="button" className="bo-button" disabled={data.page >= data.totalPages} onClick={() => goTo(data.page + 1)}>
              {t('backoffice.pager.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
