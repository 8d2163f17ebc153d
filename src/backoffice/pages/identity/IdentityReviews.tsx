import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { FormattedDate } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { decisionQueueMachine, decisionsOf, type QueueItem, type QueueQuery } from '../../../../machines/decisionQueue.machine';
import { REVIEW_STATES, type ReviewState } from '../../../../server/shared/identityRules';
import type { ReviewItem, ReviewQueueQuery } from '../../../../server/shared/wire/identity';
import * as api from '../../identityApi';
import { useCT, useErrorText, type ConsoleKey } from '../../intl';
import { PageLoading } from '../../PageLoading';
import { useStaffSession } from '../../session';
import { DecisionForm, DecisionNotice } from '../DecisionForm';
import { Pager } from '../Pager';
import { IdentityFile } from './IdentityFile';
import { IdentityRules } from './IdentityRules';
import { MemberSubmissions } from './MemberSubmissions';

// Identity reviews (risk.manage; issue 17): the members' details and documents, pending first
// (oldest first), 15 a page, filtered from the address (?state&merchantCode&page). An item opens
// beside the list with its details and files; approve (an identity document: with the birth date
// printed on it), reject or ask for more with a reason the member reads. Two staff deciding one
// item: the server lets one through, the other sees the queue reloaded and why. The merchant's
// rules of what waits for a level are edited below.

type Item = QueueItem & { record: ReviewItem };

const FILTERS = ['state', 'merchantCode'] as const;

/** The address's query as the machine keeps it (pending is the server's default). */
export function identityQueryOf(search: URLSearchParams): QueueQuery {
  const query: Record<string, string> = {};
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = String(page);
  const state = search.get('state');
  if (state && (REVIEW_STATES as readonly string[]).includes(state)) query.state = state;
  const merchant = search.get('merchantCode')?.trim();
  if (merchant) query.merchantCode = merchant.toUpperCase();
  return query;
}

const wireQueryOf = (query: QueueQuery): Partial<ReviewQueueQuery> => ({
  state: query.state as ReviewState | undefined,
  merchantCode: query.merchantCode,
  page: query.page ? Number(query.page) : undefined,
});

function identityLogic(token: string) {
  return decisionQueueMachine.provide({
    actors: {
      loadQueue: fromPromise(async ({ input, signal }) => {
        const found = await api.fetchIdentityReviews(token, wireQueryOf(input.query), { signal });
        const items: Item[] = found.items.map((record) => ({ kind: 'identity', id: record.id, status: record.state, needsBirthDate: record.kind === 'identity_document', record }));
        return { items, paging: { page: found.page, totalPages: found.totalPages, total: found.total } };
      }),
      decide: fromPromise(({ input, signal }) =>
        api.decideIdentityReview(
          token,
          input.id,
          { decision: input.decision === 'more' ? 'more' : input.decision === 'reject' ? 'reject' : 'approve', reason: input.note || undefined, documentBirthDate: input.birthDate || undefined },
          { signal },
        ),
      ),
    },
  });
}

const when = (at: string) => <FormattedDate value={at} dateStyle="medium" timeStyle="short" />;

export function IdentityReviews() {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const [search, setSearch] = useSearchParams();
  const query = identityQueryOf(search);
  const key = JSON.stringify(query);
  const logic = useMemo(() => identityLogic(token), [token]);
  const [snapshot, send] = useMachine(logic, { input: { query } });
  const asked = useRef(key);
  useEffect(() => {
    if (asked.current === key) return;
    asked.current = key;
    send({ type: 'QUERY', query: JSON.parse(key) as QueueQuery });
  }, [key, send]);
  const { items, paging, selectedId, errorCode, notice, noteMissing, birthDateMissing } = snapshot.context;
  const list = items as Item[];
  const selected = list.find((item) => item.id === selectedId);
  const loading = snapshot.matches('loading');

  const filter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams(search);
    next.delete('page');
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
      else next.delete(name);
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
    <section className="bo-page" data-testid="bo-identity" aria-busy={loading}>
      <div className="bo-page__head">
        <h1>{t('backoffice.identity.title')}</h1>
        <button type="button" className="bo-button" onClick={() => send({ type: 'RELOAD' })} disabled={loading || snapshot.matches('deciding')}>
          {t('backoffice.reload')}
        </button>
      </div>
      <form className="bo-filters" onSubmit={filter} aria-label={t('backoffice.queues.filters')} key={search.toString()}>
        <label className="bo-field">
          <span>{t('backoffice.identity.state')}</span>
          <select name="state" defaultValue={query.state ?? 'pending'}>
            {REVIEW_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`backoffice.identity.state.${state}` as ConsoleKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('backoffice.queues.merchant')}</span>
          <input name="merchantCode" defaultValue={search.get('merchantCode') ?? ''} maxLength={16} />
        </label>
        <button type="submit" className="bo-button bo-button--primary">
          {t('backoffice.queues.filter')}
        </button>
      </form>
      <DecisionNotice notice={notice} testId="bo-identity-notice" />
      {snapshot.matches('failed') && (
        <p className="bo-error" role="alert" data-testid="bo-identity-error">
          {errorText(errorCode)}
        </p>
      )}
      {loading && items.length === 0 && <PageLoading />}
      {!snapshot.matches('failed') && (items.length > 0 || !loading) && (
        <>
          <div className="bo-split">
            <IdentityTable items={list} selectedId={selectedId} onOpen={(id) => send({ type: 'SELECT', id })} />
            {selected && (
              <aside className="bo-card bo-details" aria-label={t('backoffice.identity.detailsTitle', { account: selected.record.account })} data-testid="bo-identity-details" data-id={selected.id}>
                <div className="bo-page__head">
                  <h2>{t('backoffice.identity.detailsTitle', { account: selected.record.account })}</h2>
                  <button type="button" className="bo-button bo-button--small" onClick={() => send({ type: 'CLOSE' })}>
                    {t('backoffice.close')}
                  </button>
                </div>
                <ItemFacts record={selected.record} />
                <MemberSubmissions key={selected.id} item={selected.record} />
                {selected.record.files.length > 0 && (
                  <div className="bo-identity-files">
                    <h3>{t('backoffice.identity.files')}</h3>
                    {selected.record.files.map((file, i) => (
                      <IdentityFile key={file.id} file={file} index={i + 1} />
                    ))}
                  </div>
                )}
                <DecisionForm
                  key={selected.id}
                  decisions={decisionsOf(selected)}
                  busy={!snapshot.matches('ready')}
                  noteMissing={noteMissing}
                  errorCode={snapshot.matches('ready') ? errorCode : null}
                  send={send}
                  birthDate={selected.needsBirthDate ? { missing: birthDateMissing, label: 'backoffice.identity.documentBirthDate', required: 'backoffice.identity.documentBirthDateRequired' } : undefined}
                  reasonLabel="backoffice.identity.reason"
                  reasonRequired="backoffice.identity.reasonRequired"
                  moreLabel="backoffice.identity.askMore"
                />
              </aside>
            )}
          </div>
          {paging && <Pager page={paging.page} totalPages={paging.totalPages} total={paging.total} onPage={goTo} />}
        </>
      )}
      <IdentityRules />
    </section>
  );
}

function ItemFacts({ record }: { record: ReviewItem }) {
  const t = useCT();
  return (
    <dl className="bo-facts">
      <dt>{t('backoffice.identity.kind')}</dt>
      <dd>{t(`backoffice.identity.kind.${record.kind}` as ConsoleKey)}</dd>
      <dt>{t('backoffice.identity.state')}</dt>
      <dd>{t(`backoffice.identity.state.${record.state}` as ConsoleKey)}</dd>
      <dt>{t('backoffice.identity.tier')}</dt>
      <dd>{t(`backoffice.identity.tier.${record.tier}` as ConsoleKey)}</dd>
      <dt>{t('backoffice.queues.merchant')}</dt>
      <dd>{record.merchantCode}</dd>
      <dt>{t('backoffice.queues.submitted')}</dt>
      <dd>{when(record.submittedAt)}</dd>
      {record.details && (
        <>
          <dt>{t('backoffice.identity.fullName')}</dt>
          <dd data-testid="bo-identity-full-name">{record.details.fullName}</dd>
          <dt>{t('backoffice.identity.birthDate')}</dt>
          <dd data-testid="bo-identity-birth-date">{record.details.birthDate}</dd>
          <dt>{t('backoffice.identity.address')}</dt>
          <dd>{record.details.address}</dd>
        </>
      )}
      {record.reason && (
        <>
          <dt>{t('backoffice.identity.givenReason')}</dt>
          <dd>{record.reason}</dd>
        </>
      )}
      {record.reviewedBy && (
        <>
          <dt>{t('backoffice.identity.reviewedBy')}</dt>
          <dd>{record.reviewedBy}</dd>
        </>
      )}
    </dl>
  );
}

function IdentityTable({ items, selectedId, onOpen }: { items: Item[]; selectedId: string | null; onOpen: (id: string) => void }) {
  const t = useCT();
  const id = useId();
  if (items.length === 0)
    return (
      <p className="bo-empty" data-testid="bo-identity-empty">
        {t('backoffice.identity.empty')}
      </p>
    );
  return (
    <table className="bo-table" data-testid="bo-identity-table" aria-labelledby={`${id}-caption`}>
      <caption id={`${id}-caption`} className="bo-visually-hidden">
        {t('backoffice.identity.title')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('backoffice.queues.member')}</th>
          <th scope="col">{t('backoffice.queues.merchant')}</th>
          <th scope="col">{t('backoffice.identity.kind')}</th>
          <th scope="col">{t('backoffice.identity.state')}</th>
          <th scope="col">{t('backoffice.queues.submitted')}</th>
          <th scope="col">
            <span className="bo-visually-hidden">{t('backoffice.queues.open')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} aria-selected={item.id === selectedId} data-testid="bo-identity-row" data-id={item.id}>
            <td>{item.record.account}</td>
            <td>{item.record.merchantCode}</td>
            <td>{t(`backoffice.identity.kind.${item.record.kind}` as ConsoleKey)}</td>
            <td>{t(`backoffice.identity.state.${item.record.state}` as ConsoleKey)}</td>
            <td>{when(item.record.submittedAt)}</td>
            <td>
              <button type="button" className="bo-button bo-button--small" onClick={() => onOpen(item.id)} aria-label={t('backoffice.queues.openItem', { account: item.record.account })}>
                {t('backoffice.queues.open')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
