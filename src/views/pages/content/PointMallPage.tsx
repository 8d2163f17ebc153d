import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedDate } from 'react-intl';
import { Link } from '../../../components/Link';
import { convertProblem, type ConvertProblem } from '../../../../server/shared/pointsRules';
import { POINTS_TYPES, REDEEM_STATUSES, type ConvertRequest, type PointsEntry, type PointsReward, type PointsSpend, type PointsType, type RedeemRequest, type RedeemStatus, type Redemption } from '../../../../server/shared/wire/points';
import { convertToCash, loadPoints, loadPointsEntries, loadPointsHistory, loadPointsRates, loadPointsRewards, redeemReward } from '../../../app/contentLoaders';
import { useResource, useSubmission } from '../../../app/useMachines';
import { EmptyState } from '../../../components/EmptyState';
import { Field, FormAlert, TextInput } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { Modal } from '../../../components/Modal';
import { useMoney } from '../../../components/money';
import { PageHeading } from '../../../components/PageHeading';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import { Loaded } from '../../centre/engage/Loaded';
import { useMember } from './useMember';

/** The convert form's message for each problem of the shared rule. */
const CONVERT_PROBLEM_KEYS: Record<ConvertProblem, 'points.min' | 'points.balance'> = { below_minimum: 'points.min', over_balance: 'points.balance' };


/** /pointMall: points balance (they never expire), rates, convert and redeem, history and details. */
export function PointMallPage() {
  const t = useT();
  const { member, openLogin } = useMember();
  return (
    <div className="container page-body content-page" data-testid="point-mall-page">
      <PageHeading icon="shop" title={t('page.pointMall.title')} subtitle={t('page.pointMall.subtitle')} />
      {member ? (
        <PointMall key={member.id} symbol={member.currencySymbol} />
      ) : (
        <section className="content-callout">
          <p>{t('content.points.loginHint')}</p>
          <button type="button" className="button button--primary" onClick={openLogin} data-testid="points-login">
            {t('content.promo.login')}
          </button>
        </section>
      )}
    </div>
  );
}

function PointMall({ symbol }: { symbol: string }) {
  const t = useT();
  const money = useMoney();
  const { refreshMember } = useMember();
  const summary = useResource(loadPoints);
  const rates = useResource(loadPointsRates);
  const rewards = useResource(loadPointsRewards);
  const [tab, setTab] = useState<'history' | 'details'>('history');
  const [chosen, setChosen] = useState<PointsReward | null>(null);
  const [listVersion, setListVersion] = useState(0);
  const spent = () => {
    summary.send({ type: 'REFRESH' });
    setListVersion((n) => n + 1);
  };

  return (
    <>
      <Loaded resource={summary} testId="points-summary">
        {(s) => (
          <section className="points-summary" data-testid="points-summary">
            <div className="points-summary__balance">
              <span className="points-summary__label">{t('content.points.balance')}</span>
              <strong data-testid="points-balance">{t('content.points.amount', { points: s.balance })}</strong>
              <span className="points-summary__note">
                <Icon name="clock" size={14} />
                {t('content.points.neverExpire')}
              </span>
            </div>
            <div className="points-summary__rate">
              <span className="points-summary__label">{t('content.points.yourRate', { level: s.vipLevel, name: s.vipName })}</span>
              <strong>{t('content.points.rate', { points: s.pointsPerUnit, amount: money(symbol, '1.00') })}</strong>
              <Link to="/vip" className="points-summary__link">
                {t('content.vip.levels')}
                <Icon name="chevronRight" size={16} />
              </Link>
            </div>
            <ConvertForm summary={s} symbol={symbol} onDone={() => { refreshMember(); spent(); }} />
          </section>
        )}
      </Loaded>

      <section className="content-section" aria-labelledby="points-rewards">
        <h2 id="points-rewards" className="section-title">
          <Icon name="shop" size={20} />
          {t('content.points.rewards')}
        </h2>
        <Loaded resource={rewards} testId="points-rewards">
          {(items) => (
            <ul className="reward-grid" data-testid="points-rewards">
              {items.map((r) => (
                <li key={r.id} className="reward-card" data-testid="points-reward">
                  <span className={`reward-card__art reward-card__art--${r.motif}`} aria-hidden="true">
                    <Icon name={r.motif === 'phone' ? 'download' : r.motif === 'trophy' ? 'crown' : r.motif === 'coins' ? 'rng' : r.motif === 'star' ? 'star' : 'promotions'} size={34} />
                  </span>
                  <strong className="reward-card__name">{r.name}</strong>
                  <span className="reward-card__points">{t('content.points.amount', { points: r.points })}</span>
                  <button type="button" className="button button--primary" onClick={() => setChosen(r)} data-testid="points-redeem-open">
                    {t('content.points.redeem')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </section>

      <section className="content-section" aria-labelledby="points-rates">
        <h2 id="points-rates" className="section-title">
          <Icon name="receipt" size={20} />
          {t('content.points.rates')}
        </h2>
        <Loaded resource={rates} testId="points-rates">
          {(rows) => (
            <div className="content-table-wrap">
              <table className="content-table" data-testid="points-rates">
                <thead>
                  <tr>
                    <th scope="col">{t('content.vip.col.level')}</th>
                    <th scope="col">{t('content.points.col.rate')}</th>
                    <th scope="col">{t('content.points.col.min')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.vipLevel}>
                      <th scope="row">{t('content.vip.level', { level: r.vipLevel, name: r.levelName })}</th>
                      <td>{t('content.points.rate', { points: r.pointsPerUnit, amount: money(symbol, '1.00') })}</td>
                      <td>{t('content.points.amount', { points: r.minPoints })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Loaded>
      </section>

      <section className="content-section">
        <div className="content-tabs" role="tablist" aria-label={t('content.points.records')}>
          {(['history', 'details'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={tab === name} className={`content-tab${tab === name ? ' is-active' : ''}`} onClick={() => setTab(name)} data-testid={`points-tab-${name}`}>
              {t(name === 'history' ? 'content.points.history' : 'content.points.details')}
            </button>
          ))}
        </div>
        {tab === 'history' ? <History key={listVersion} symbol={symbol} /> : <Details key={listVersion} />}
      </section>

      {chosen && <RedeemDialog reward={chosen} onClose={() => setChosen(null)} onDone={spent} />}
    </>
  );
}

function PaymentPasswordField({ error }: { error?: string }) {
  const t = useT();
  return (
    <Field label={t('content.points.password')} error={error} testId="points-password-field">
      {({ inputId, describedBy, invalid }) => (
        <TextInput id={inputId} name="paymentPassword" type="password" inputMode="numeric" autoComplete="off" maxLength={64} aria-describedby={describedBy} invalid={invalid} data-testid="points-password" />
      )}
    </Field>
  );
}

function SpendFailure({ errorCode }: { errorCode: string | null }) {
  const t = useT();
  if (!errorCode) return null;
  return (
    <FormAlert>
      {t(errorKey(errorCode))}
      {errorCode === 'payment_password_required' && (
        <>
          {' '}
          <Link to="/?personal=withdraw">{t('content.points.setPassword')}</Link>
        </>
      )}
    </FormAlert>
  );
}


function ConvertForm({ summary, symbol, onDone }: { summary: { balance: number; pointsPerUnit: number; minPoints: number }; symbol: string; onDone: () => void }) {
  const t = useT();
  const money = useMoney();
  const form = useSubmission(
    async (request: ConvertRequest, key, options) => {
      const answer = await convertToCash(request, key, options);
      onDone();
      return answer;
    },
    (r) => {
      const problem = convertProblem(r.points, summary);
      if (problem) return CONVERT_PROBLEM_KEYS[problem];
      return r.paymentPassword ? null : 'password.required';
    },
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    form.submit({ points: Number(data.get('points') || 0), paymentPassword: String(data.get('paymentPassword') ?? '') });
  };
  const problem = form.problem;
  return (
    <form className="points-convert" onSubmit={submit} noValidate data-testid="points-convert-form">
      <h3>{t('content.points.convert')}</h3>
      <Field
        label={t('content.points.convertPoints')}
        hint={t('content.points.convertHint', { min: summary.minPoints, points: summary.pointsPerUnit, amount: money(symbol, '1.00') })}
        error={problem?.startsWith('points.') ? t(`content.points.problem.${problem}` as MessageKey, { min: summary.minPoints }) : undefined}
        testId="points-amount-field"
      >
        {({ inputId, describedBy, invalid }) => (
          <TextInput id={inputId} name="points" type="number" inputMode="numeric" min={summary.minPoints} step={1} aria-describedby={describedBy} invalid={invalid} data-testid="points-amount" />
        )}
      </Field>
      <PaymentPasswordField error={problem === 'password.required' ? t('content.points.problem.password.required') : undefined} />
      <SpendFailure errorCode={form.errorCode} />
      {form.snapshot.matches('succeeded') && form.result && <SpendDone result={form.result as PointsSpend} symbol={symbol} />}
      <button type="submit" className="button button--primary" disabled={form.busy} data-testid="points-convert">
        {t('content.points.convertSubmit')}
      </button>
    </form>
  );
}

function SpendDone({ result, symbol }: { result: PointsSpend; symbol: string }) {
  const t = useT();
  const money = useMoney();
  return (
    <p className="promo-action__done" role="status" data-testid="points-done">
      <Icon name="check" size={18} />
      {result.status === 'approved'
        ? t('content.points.converted', { points: result.points, amount: money(symbol, result.amount), reference: result.referenceNo })
        : t('content.points.redeemed', { points: result.points, reference: result.referenceNo })}
    </p>
  );
}

function RedeemDialog({ reward, onClose, onDone }: { reward: PointsReward; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const form = useSubmission(
    async (request: RedeemRequest, key, options) => {
      const answer = await redeemReward(request, key, options);
      onDone();
      return answer;
    },
    // The payment password's format is the merchant's, checked by the server.
    (r) => (r.paymentPassword ? null : 'password.required'),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit({ rewardId: reward.id, paymentPassword: String(new FormData(event.currentTarget).get('paymentPassword') ?? '') });
  };
  const done = form.snapshot.matches('succeeded') && form.result ? (form.result as PointsSpend) : null;
  return (
    <Modal title={t('content.points.redeemTitle', { name: reward.name })} onClose={onClose} closeLabel={t('common.close')} size="dialog" testId="points-redeem-dialog" icon={<Icon name="shop" size={22} />}>
      {done ? (
        <div className="points-redeem">
          <SpendDone result={done} symbol="" />
          <button type="button" className="button button--primary" onClick={onClose} data-testid="points-redeem-close">
            {t('common.close')}
          </button>
        </div>
      ) : (
        <form className="points-redeem" onSubmit={submit} noValidate>
          <p>{t('content.points.redeemText', { name: reward.name, points: reward.points })}</p>
          <PaymentPasswordField error={form.problem ? t('content.points.problem.password.required') : undefined} />
          <SpendFailure errorCode={form.errorCode} />
          <button type="submit" className="button button--primary" disabled={form.busy} data-testid="points-redeem">
            {t('content.points.redeemSubmit', { points: reward.points })}
          </button>
        </form>
      )}
    </Modal>
  );
}

function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <div className="content-pager">
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('content.pager.previous')}>
        <Icon name="chevronLeft" size={16} />
      </button>
      <span>{t('content.pager.page', { page, total: totalPages })}</span>
      <button type="button" className="button button--ghost" disabled={page >= totalPages} onClick={() => onPage(page + 1)} aria-label={t('content.pager.next')}>
        <Icon name="chevronRight" size={16} />
      </button>
    </div>
  );
}

/** A paged table of points records with one filter (status or type), loaded by the resource machine. */
function PagedRecords<V extends string, R extends { id: string }>(props: {
  load: (page: number, filter: V | undefined, options: { signal: AbortSignal }) => Promise<{ items: R[]; page: number; totalPages: number }>;
  filterLabel: MessageKey;
  filterValues: readonly V[];
  filterText: (value: V) => string;
  columns: MessageKey[];
  cells: (row: R) => ReactNode;
  empty: [MessageKey, MessageKey];
  testId: string;
}) {
  const t = useT();
  type Query = { page: number; filter?: V };
  const list = useResource((q: Query, options) => props.load(q.page, q.filter, options), { page: 1 } as Query);
  const query = list.snapshot.context.params as Query;
  const set = (next: Query) => list.send({ type: 'SET_PARAMS', params: next });
  return (
    <div data-testid={props.testId}>
      <label className="content-filter">
        {t(props.filterLabel)}
        <select className="input" value={query.filter ?? ''} onChange={(e) => set({ page: 1, filter: (e.target.value || undefined) as V | undefined })} data-testid={`${props.testId}-filter`}>
          <option value="">{t('content.points.all')}</option>
          {props.filterValues.map((value) => (
            <option key={value} value={value}>
              {props.filterText(value)}
            </option>
          ))}
        </select>
      </label>
      <Loaded resource={list} testId={props.testId}>
        {(pageData) =>
          pageData.items.length === 0 ? (
            <EmptyState icon="receipt" title={t(props.empty[0])} testId={`${props.testId}-empty`}>
              {t(props.empty[1])}
            </EmptyState>
          ) : (
            <>
              <div className="content-table-wrap">
                <table className="content-table">
                  <thead>
                    <tr>
                      {props.columns.map((column) => (
                        <th key={column} scope="col">
                          {t(column)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {pageData.items.map((row) => (
                      <tr key={row.id} data-testid={`${props.testId}-row`}>
                        {props.cells(row)}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={pageData.page} totalPages={pageData.totalPages} onPage={(page) => set({ ...query, page })} />
            </>
          )
        }
      </Loaded>
    </div>
  );
}

/** Exchange history: redemptions and conversions with reference number, time and status. */
function History({ symbol }: { symbol: string }) {
  const t = useT();
  const money = useMoney();
  return (
    <PagedRecords<RedeemStatus, Redemption>
      load={loadPointsHistory}
      filterLabel="content.points.status"
      filterValues={REDEEM_STATUSES}
      filterText={(status) => t(`content.points.status.${status}` as MessageKey)}
      columns={['content.points.col.reference', 'content.points.col.time', 'content.points.col.item', 'content.points.col.points', 'content.points.status']}
      empty={['content.points.noHistory', 'content.points.noHistoryText']}
      testId="points-history"
      cells={(r) => (
        <>
          <td className="mono">{r.referenceNo}</td>
          <td>
            <FormattedDate value={r.createdAt} dateStyle="medium" timeStyle="short" />
          </td>
          <td>{r.kind === 'convert' ? t('content.points.toCash', { amount: money(symbol, r.amount) }) : r.rewardName}</td>
          <td>{t('content.points.amount', { points: -r.points })}</td>
          <td>
            <span className={`points-status points-status--${r.status}`} data-testid="points-history-status">
              {t(`content.points.status.${r.status}` as MessageKey)}
            </span>
          </td>
        </>
      )}
    />
  );
}

/** Points details: each earning and spending by type. */
function Details() {
  const t = useT();
  return (
    <PagedRecords<PointsType, PointsEntry>
      load={loadPointsEntries}
      filterLabel="content.points.type"
      filterValues={POINTS_TYPES}
      filterText={(type) => t(`content.points.type.${type}` as MessageKey)}
      columns={['content.points.col.time', 'content.points.type', 'content.points.col.points', 'content.points.col.source']}
      empty={['content.points.noDetails', 'content.points.noDetailsText']}
      testId="points-details"
      cells={(r) => (
        <>
          <td>
            <FormattedDate value={r.createdAt} dateStyle="medium" timeStyle="short" />
          </td>
          <td>{t(`content.points.type.${r.type}` as MessageKey)}</td>
          <td className={r.points < 0 ? 'is-negative' : 'is-positive'}>{t('content.points.amount', { points: r.points })}</td>
          <td className="mono">{r.reference}</td>
        </>
      )}
    />
  );
}
