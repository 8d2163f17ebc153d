import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import { FormattedDate, FormattedNumber } from 'react-intl';
import { fromPromise } from 'xstate';
import { type QueueItem, decisionQueueMachine, decisionsOf } from '../../../machines/decisionQueue.machine';
import type { WalletQueue } from '../../../server/shared/wire/operatorMoney';
import { useResource } from '../../app/useResource';
import * as api from '../api';
import { useCT, useErrorText } from '../intl';
import { PageLoading } from '../PageLoading';
import { DecisionForm, DecisionNotice } from './DecisionForm';
import { PayeeBankAccount } from './PayeeBankAccount';
import { StaffImage } from './StaffImage';
import { useStaffSession } from '../session';

type QueueDeposit = WalletQueue['deposits'][number];
type QueueWithdrawal = WalletQueue['withdrawals'][number];
/** A queue item with the record it stands for. */
export type MoneyItem = (QueueItem & { kind: 'deposit'; record: QueueDeposit }) | (QueueItem & { kind: 'withdrawal'; record: QueueWithdrawal });

/** Both lists as one queue, oldest first within each kind (as the server orders them). */
export function moneyItems(queue: WalletQueue): MoneyItem[] {
  return [
    ...queue.deposits.map((record) => ({ kind: 'deposit' as const, id: record.id, status: record.status, record })),
    ...queue.withdrawals.map((record) => ({ kind: 'withdrawal' as const, id: record.id, status: record.status, record })),
  ];
}

function moneyQueueLogic(token: string) {
  return decisionQueueMachine.provide({
    actors: {
      loadQueue: fromPromise(async ({ signal }) => ({ items: moneyItems(await api.fetchWalletQueue(token, { signal })) })),
      decide: fromPromise(({ input, signal }) => {
        if (input.kind === 'deposit') return input.decision === 'approve' ? api.approveDeposit(token, input.id, { signal }) : api.rejectDeposit(token, input.id, input.note, { signal });
        return input.decision === 'paid' ? api.markWithdrawalPaid(token, input.id, { signal }) : api.rejectWithdrawal(token, input.id, input.note, { signal });
      }),
    },
  });
}

const Amount = ({ value, currency }: { value: string; currency: string }) => <FormattedNumber value={Number(value)} style="currency" currency={currency} />;

/** The deposit and withdrawal queue (money.decide). */
export function MoneyQueue() {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const logic = useMemo(() => moneyQueueLogic(token), [token]);
  const [snapshot, send] = useMachine(logic, { input: {} });
  const { items, selectedId, errorCode, notice } = snapshot.context;
  const list = items as MoneyItem[];
  const selected = list.find((item) => item.id === selectedId);

  return (
    <section className="bo-page" data-testid="bo-money" aria-busy={snapshot.matches('loading')}>
      <div className="bo-page__head">
        <h1>{t('backoffice.money.title')}</h1>
        <button type="button" className="bo-button" onClick={() => send({ type: 'RELOAD' })} disabled={snapshot.matches('loading') || snapshot.matches('deciding')}>
          {t('backoffice.reload')}
        </button>
      </div>
      <DecisionNotice notice={notice} testId="bo-money-notice" />
      {snapshot.matches('failed') && (
        <p className="bo-error" role="alert" data-testid="bo-money-error">
          {errorText(errorCode)}
        </p>
      )}
      {snapshot.matches('loading') && items.length === 0 && <PageLoading />}
      {(snapshot.matches('ready') || snapshot.matches('deciding') || (snapshot.matches('loading') && items.length > 0)) && (
        <div className="bo-split">
          <QueueTable items={list} selectedId={selectedId} onOpen={(id) => send({ type: 'SELECT', id })} />
          {selected && (
            <ItemDetails
              key={selected.id}
              item={selected}
              busy={!snapshot.matches('ready')}
              errorCode={snapshot.matches('ready') ? errorCode : null}
              noteMissing={snapshot.context.noteMissing}
              send={send}
            />
          )}
        </div>
      )}
    </section>
  );
}

function QueueTable({ items, selectedId, onOpen }: { items: MoneyItem[]; selectedId: string | null; onOpen: (id: string) => void }) {
  const t = useCT();
  if (items.length === 0)
    return (
      <p className="bo-empty" data-testid="bo-money-empty">
        {t('backoffice.money.empty')}
      </p>
    );
  return (
    <table className="bo-table" data-testid="bo-money-table">
      <caption className="bo-visually-hidden">{t('backoffice.money.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('backoffice.money.kind')}</th>
          <th scope="col">{t('backoffice.money.member')}</th>
          <th scope="col">{t('backoffice.money.amount')}</th>
          <th scope="col">{t('backoffice.money.status')}</th>
          <th scope="col">{t('backoffice.money.created')}</th>
          <th scope="col">
            <span className="bo-visually-hidden">{t('backoffice.money.open')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.kind}-${item.id}`} aria-selected={item.id === selectedId} data-testid="bo-money-row" data-id={item.id} data-kind={item.kind}>
            <td>{t(item.kind === 'deposit' ? 'backoffice.money.deposit' : 'backoffice.money.withdrawal')}</td>
            <td>
              {item.record.account} <span className="bo-muted">{item.record.merchantCode}</span>
            </td>
            <td>
              <Amount value={item.record.amount} currency={item.record.currency} />
            </td>
            <td>{t(`backoffice.status.${item.status}` as 'backoffice.status.pending')}</td>
            <td>
              <FormattedDate value={item.record.createdAt} dateStyle="medium" timeStyle="short" />
            </td>
            <td>
              <button type="button" className="bo-button bo-button--small" onClick={() => onOpen(item.id)} aria-label={t('backoffice.money.openItem', { account: item.record.account })}>
                {t('backoffice.money.open')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DetailsProps {
  item: MoneyItem;
  busy: boolean;
  errorCode: string | null;
  noteMissing: boolean;
  send: ReturnType<typeof useMachine<ReturnType<typeof moneyQueueLogic>>>[1];
}

function ItemDetails({ item, busy, errorCode, noteMissing, send }: DetailsProps) {
  const t = useCT();
  const id = useId();
  const r = item.record;
  return (
    <aside className="bo-card bo-details" aria-labelledby={`${id}-title`} data-testid="bo-money-details" data-id={item.id}>
      <div className="bo-page__head">
        <h2 id={`${id}-title`}>{t(item.kind === 'deposit' ? 'backoffice.money.depositTitle' : 'backoffice.money.withdrawalTitle', { account: r.account })}</h2>
        <button type="button" className="bo-button bo-button--small" onClick={() => send({ type: 'CLOSE' })}>
          {t('backoffice.close')}
        </button>
      </div>
      <dl className="bo-facts">
        <dt>{t('backoffice.money.amount')}</dt>
        <dd>
          <Amount value={r.amount} currency={r.currency} />
        </dd>
        {item.kind === 'deposit' ? (
          <>
            <dt>{t('backoffice.money.method')}</dt>
            <dd>{item.record.methodName}</dd>
            <dt>{t('backoffice.money.reference')}</dt>
            <dd>{item.record.reference}</dd>
          </>
        ) : (
          <>
            <dt>{t('backoffice.money.fee')}</dt>
            <dd>
              <Amount value={item.record.fee} currency={r.currency} />
            </dd>
            <dt>{t('backoffice.money.net')}</dt>
            <dd>
              <Amount value={item.record.netAmount} currency={r.currency} />
            </dd>
            <dt>{t('backoffice.money.bank')}</dt>
            <dd data-testid="bo-bank">
              <PayeeBankAccount key={item.id} withdrawalId={item.id} masked={item.record.bankAccount} />
            </dd>
          </>
        )}
        <dt>{t('backoffice.money.status')}</dt>
        <dd>{t(`backoffice.status.${item.status}` as 'backoffice.status.pending')}</dd>
        {r.note && (
          <>
            <dt>{t('backoffice.money.note')}</dt>
            <dd>{r.note}</dd>
          </>
        )}
      </dl>
      {item.kind === 'deposit' && (
        <div className="bo-proofs">
          <h3>{t('backoffice.money.proofs')}</h3>
          {r.proofs.length === 0 ? <p className="bo-muted">{t('backoffice.money.noProofs')}</p> : r.proofs.map((proof, i) => <StaffImage key={proof.id} id={proof.id} load={api.fetchUpload} alt={t('backoffice.money.proofAlt', { index: i + 1 })} testId="bo-proof" />)}
        </div>
      )}
      <DecisionForm decisions={decisionsOf(item)} busy={busy} noteMissing={noteMissing} errorCode={errorCode} send={send} />
    </aside>
  );
}
