import { useEffect, useId, useState } from 'react';
import { FormattedDate } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PENDING_ADJUSTMENT_STATUSES, type PendingAdjustment, type PendingAdjustmentQuery, type PendingAdjustmentStatus } from '../../../server/shared/wire/adjustmentApprovals';
import { useQueryResource } from '../useQueryResource';
import { useSubmission } from '../../app/useSubmission';
import { Link } from '../../components/Link';
import { useCT, useErrorText } from '../intl';
import { ListLoading } from '../PageLoading';
import * as api from '../playersApi';
import { BASE } from '../sections';
import { useStaffSession } from '../session';
import { Amount } from './players/Amount';
import { Pager } from './players/Pager';

/** The list as the address keeps it: ?status&page. */
export function pendingQueryOf(search: URLSearchParams): PendingAdjustmentQuery {
  const page = Number(search.get('page'));
  const status = search.get('status') as PendingAdjustmentStatus | null;
  return { status: status && PENDING_ADJUSTMENT_STATUSES.includes(status) ? status : 'pending', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

type Decision = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string };

/**
 * Adjustments above the four-eyes threshold (money.adjust): a second finance staff member
 * approves (the journal posts) or rejects with a reason; never the one who asked.
 */
export function PendingAdjustments() {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  const { token, staff } = useStaffSession();
  const [search, setSearch] = useSearchParams();
  const query = pendingQueryOf(search);
  const list = useQueryResource((q: PendingAdjustmentQuery, { signal }) => api.fetchPendingAdjustments(token, q, { signal }), query);
  const { send: sendList } = list;
  const decide = useSubmission(
    (d: Decision, _key, { signal }) => (d.decision === 'approve' ? api.approveAdjustment(token, d.id, { signal }) : api.rejectAdjustment(token, d.id, d.reason, { signal })),
    (d) => (d.decision === 'reject' && d.reason.trim() === '' ? 'reasonRequired' : null),
  );
  const decided = decide.snapshot.matches('succeeded') ? decide.result : null;
  const failed = decide.snapshot.matches('failed');
  useEffect(() => {
    if (decided || failed) sendList({ type: 'REFRESH' });
  }, [decided, failed, sendList]);
  const me = `staff:${staff.username}`;

  const change = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setSearch(next);
  };
  const data = list.data;

  return (
    <section className="bo-page" data-testid="bo-adjustments">
      <div className="bo-page__head">
        <h1>{t('backoffice.players.pendingTitle')}</h1>
        <button type="button" className="bo-button" onClick={() => sendList({ type: 'REFRESH' })}>
          {t('backoffice.reload')}
        </button>
      </div>
      <p className="bo-muted">{t('backoffice.players.pendingIntro')}</p>
      <div className="bo-row" role="tablist" aria-label={t('backoffice.players.pendingTitle')}>
        {PENDING_ADJUSTMENT_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            aria-selected={query.status === status}
            className={query.status === status ? 'bo-button bo-button--primary' : 'bo-button'}
            onClick={() => change({ status: status === 'pending' ? null : status, page: null })}
          >
            {t(`backoffice.players.adjustmentStatus.${status}`)}
          </button>
        ))}
      </div>
      {decided && (
        <p className="bo-notice" role="status" data-testid="bo-adjustment-decided">
          {t('backoffice.players.decidedNotice', { account: decided.account, status: decided.status })}
        </p>
      )}
      {decide.errorCode && (
        <p className="bo-error" role="alert" data-testid="bo-adjustment-error">
          {errorText(decide.errorCode)}
        </p>
      )}
      <ListLoading failed={list.snapshot.matches('failed')} loaded={Boolean(data)} error={errorText(list.errorCode)} />
      {data && (
        <>
          {data.items.length === 0 ? (
            <p className="bo-empty">{t('backoffice.players.noPending')}</p>
          ) : (
            <table className="bo-table" aria-describedby={`${id}-pages`} data-testid="bo-adjustments-table">
              <caption className="bo-visually-hidden">{t('backoffice.players.pendingTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('backoffice.players.account')}</th>
                  <th scope="col">{t('backoffice.players.amount')}</th>
                  <th scope="col">{t('backoffice.players.reason')}</th>
                  <th scope="col">{t('backoffice.players.requestedBy')}</th>
                  <th scope="col">{t('backoffice.players.at')}</th>
                  <th scope="col">{t('backoffice.players.state')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <PendingRow key={item.id} item={item} mine={item.requestedBy === me} busy={decide.busy} problem={decide.problem !== null} onDecide={decide.submit} />
                ))}
              </tbody>
            </table>
          )}
          <Pager id={`${id}-pages`} page={data.page} pages={data.totalPages} total={data.total} onPage={(page) => change({ page: page > 1 ? String(page) : null })} />
        </>
      )}
    </section>
  );
}

function PendingRow({ item, mine, busy, problem, onDecide }: { item: PendingAdjustment; mine: boolean; busy: boolean; problem: boolean; onDecide: (d: Decision) => void }) {
  const t = useCT();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const signed = item.direction === 'credit' ? item.amount : `-${item.amount}`;
  return (
    <tr data-testid="bo-adjustment-row" data-id={item.id} data-status={item.status}>
      <td>
        <Link to={`${BASE}/players/${item.playerId}`}>{item.account}</Link> <span className="bo-muted">{item.merchantCode}</span>
      </td>
      <td>
        <Amount value={signed} currency={item.currency} /> <span className="bo-muted">{t(item.kind === 'bonus' ? 'backoffice.players.kindBonus' : 'backoffice.players.kindAdjustment')}</span>
      </td>
      <td>{item.memo}</td>
      <td>{item.requestedBy}</td>
      <td>
        <FormattedDate value={item.createdAt} dateStyle="medium" timeStyle="short" />
      </td>
      <td>
        {item.status !== 'pending' ? (
          <span>
            {t(`backoffice.players.adjustmentStatus.${item.status}`)} · {item.decidedBy} {item.reason && <span className="bo-muted">— {item.reason}</span>}
          </span>
        ) : mine ? (
          <span className="bo-muted" data-testid="bo-adjustment-mine">
            {t('backoffice.players.waitingForSecond')}
          </span>
        ) : (
          <form
            className="bo-form bo-form--inline"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setTried(true);
              onDecide({ id: item.id, decision: 'reject', reason: reason.trim() });
            }}
          >
            <button type="button" className="bo-button bo-button--primary" disabled={busy} onClick={() => onDecide({ id: item.id, decision: 'approve' })} data-testid="bo-adjustment-approve">
              {t('backoffice.players.approve')}
            </button>
            <label className="bo-field">
              <span className="bo-visually-hidden">{t('backoffice.players.reason')}</span>
              <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} placeholder={t('backoffice.players.reason')} aria-invalid={tried && problem} data-testid="bo-adjustment-reason" />
            </label>
            <button type="submit" className="bo-button bo-button--danger" disabled={busy} data-testid="bo-adjustment-reject">
              {t('backoffice.players.reject')}
            </button>
            {tried && problem && (
              <p className="bo-error" role="alert">
                {t('backoffice.players.reasonRequired')}
              </p>
            )}
          </form>
        )}
      </td>
    </tr>
  );
}
