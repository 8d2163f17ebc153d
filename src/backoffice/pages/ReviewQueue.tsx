import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { decisionQueueMachine, decisionsOf, type QueueItem, type QueueLoad, type QueueQuery } from '../../../machines/decisionQueue.machine';
import type { QueueQuery as WireQuery } from '../../../server/shared/wire/points';
import { useCT, useErrorText, type ConsoleKey } from '../intl';
import { PageLoading } from '../PageLoading';
import { useStaffSession } from '../session';
import { DecisionForm, DecisionNotice } from './DecisionForm';
import { MerchantFilter } from './MerchantFilter';
import { Pager } from './Pager';

/** A review queue's item: the machine's part and the row it stands for. */
export type ReviewItem<Row> = QueueItem & { record: Row };

/** What one review queue (applications, redemptions) brings to the page. */
export interface ReviewKind<Row> {
  /** The page's test id and the prefix of its parts' (`<testId>-row`, `-details`...). */
  testId: string;
  title: ConsoleKey;
  empty: ConsoleKey;
  /** The details panel's title, with {account}. */
  detailsTitle: ConsoleKey;
  load(token: string, query: Partial<WireQuery>, signal: AbortSignal): Promise<QueueLoad<ReviewItem<Row>>>;
  decide(token: string, id: string, approve: boolean, note: string, signal: AbortSignal): Promise<unknown>;
  account(row: Row): string;
  /** The table's columns after the member's. */
  columns: readonly { header: ConsoleKey; cell(row: Row): ReactNode }[];
  /** The details panel's facts. */
  facts(row: Row): readonly { label: ConsoleKey; value: ReactNode }[];
}

const FILTERS = ['account', 'merchantCode'] as const;

/** The address's query (?page&account&merchantCode) as the machine keeps it. */
export function reviewQueryOf(search: URLSearchParams): QueueQuery {
  const query: Record<string, string> = {};
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = String(page);
  for (const name of FILTERS) {
    const value = search.get(name)?.trim();
    if (value) query[name] = name === 'merchantCode' ? value.toUpperCase() : value;
  }
  return query;
}

const wireQueryOf = (query: QueueQuery): Partial<WireQuery> => ({ ...query, page: query.page ? Number(query.page) : undefined });

function reviewLogic<Row>(kind: ReviewKind<Row>, token: string) {
  return decisionQueueMachine.provide({
    actors: {
      loadQueue: fromPromise(({ input, signal }) => kind.load(token, wireQueryOf(input.query), signal)),
      decide: fromPromise(({ input, signal }) => kind.decide(token, input.id, input.decision === 'approve', input.note, signal)),
    },
  });
}

/** A review queue (rewards.review): 15 a page, filtered from the address, each item approved or rejected with a reason. */
export function ReviewQueue<Row>({ kind }: { kind: ReviewKind<Row> }) {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const [search, setSearch] = useSearchParams();
  const query = reviewQueryOf(search);
  const key = JSON.stringify(query);
  const logic = useMemo(() => reviewLogic(kind, token), [kind, token]);
  const [snapshot, send] = useMachine(logic, { input: { query } });
  // The machine starts with the address's query; a later change of the address loads again.
  const asked = useRef(key);
  useEffect(() => {
    if (asked.current === key) return;
    asked.current = key;
    send({ type: 'QUERY', query: JSON.parse(key) as QueueQuery });
  }, [key, send]);
  const { items, paging, selectedId, errorCode, notice, noteMissing } = snapshot.context;
  const list = items as ReviewItem<Row>[];
  const selected = list.find((item) => item.id === selectedId);
  const loading = snapshot.matches('loading');

  const filter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
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
    <section className="bo-page" data-testid={kind.testId} aria-busy={loading}>
      <div className="bo-page__head">
        <h1>{t(kind.title)}</h1>
        <button type="button" className="bo-button" onClick={() => send({ type: 'RELOAD' })} disabled={loading || snapshot.matches('deciding')}>
          {t('backoffice.reload')}
        </button>
      </div>
      <form className="bo-filters" onSubmit={filter} aria-label={t('backoffice.queues.filters')} key={search.toString()}>
        <label className="bo-field">
          <span>{t('backoffice.queues.member')}</span>
          <input name="account" defaultValue={search.get('account') ?? ''} maxLength={64} />
        </label>
        <MerchantFilter name="merchantCode" value={search.get('merchantCode')?.toUpperCase() ?? ''} label="backoffice.queues.merchant" />
        <button type="submit" className="bo-button bo-button--primary">
          {t('backoffice.queues.filter')}
        </button>
      </form>
      <DecisionNotice notice={notice} testId={`${kind.testId}-notice`} />
      {snapshot.matches('failed') && (
        <p className="bo-error" role="alert" data-testid={`${kind.testId}-error`}>
          {errorText(errorCode)}
        </p>
      )}
      {loading && items.length === 0 && <PageLoading />}
      {!snapshot.matches('failed') && (items.length > 0 || !loading) && (
        <>
          <div className="bo-split">
            <ReviewTable kind={kind} items={list} selectedId={selectedId} onOpen={(id) => send({ type: 'SELECT', id })} />
            {selected && (
              <aside className="bo-card bo-details" aria-label={t(kind.detailsTitle, { account: kind.account(selected.record) })} data-testid={`${kind.testId}-details`} data-id={selected.id}>
                <div className="bo-page__head">
                  <h2>{t(kind.detailsTitle, { account: kind.account(selected.record) })}</h2>
                  <button type="button" className="bo-button bo-button--small" onClick={() => send({ type: 'CLOSE' })}>
                    {t('backoffice.close')}
                  </button>
                </div>
                <dl className="bo-facts">
                  {kind.facts(selected.record).map((fact) => (
                    <Fact key={fact.label} label={t(fact.label)} value={fact.value} />
                  ))}
                </dl>
                <DecisionForm
                  key={selected.id}
                  decisions={decisionsOf(selected)}
                  busy={!snapshot.matches('ready')}
                  noteMissing={noteMissing}
                  errorCode={snapshot.matches('ready') ? errorCode : null}
                  send={send}
                />
              </aside>
            )}
          </div>
          {paging && <Pager page={paging.page} totalPages={paging.totalPages} total={paging.total} onPage={goTo} />}
        </>
      )}
    </section>
  );
}

const Fact = ({ label, value }: { label: string; value: ReactNode }) => (
  <>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </>
);

function ReviewTable<Row>({ kind, items, selectedId, onOpen }: { kind: ReviewKind<Row>; items: ReviewItem<Row>[]; selectedId: string | null; onOpen: (id: string) => void }) {
  const t = useCT();
  const id = useId();
  if (items.length === 0)
    return (
      <p className="bo-empty" data-testid={`${kind.testId}-empty`}>
        {t(kind.empty)}
      </p>
    );
  return (
    <table className="bo-table" data-testid={`${kind.testId}-table`} aria-labelledby={`${id}-caption`}>
      <caption id={`${id}-caption`} className="bo-visually-hidden">
        {t(kind.title)}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('backoffice.queues.member')}</th>
          {kind.columns.map((column) => (
            <th scope="col" key={column.header}>
              {t(column.header)}
            </th>
          ))}
          <th scope="col">
            <span className="bo-visually-hidden">{t('backoffice.queues.open')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} aria-selected={item.id === selectedId} data-testid={`${kind.testId}-row`} data-id={item.id}>
            <td>{kind.account(item.record)}</td>
            {kind.columns.map((column) => (
              <td key={column.header}>{column.cell(item.record)}</td>
            ))}
            <td>
              <button type="button" className="bo-button bo-button--small" onClick={() => onOpen(item.id)} aria-label={t('backoffice.queues.openItem', { account: kind.account(item.record) })}>
                {t('backoffice.queues.open')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
