import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { CONTRACT_KINDS, type Contract, type Contracts, type DownlineTransfer, type TeamMember, type TeamPage, type TeamQuery } from '../../../../server/shared/wire/agent';
import { loadContracts, loadTeam, sendToDownline } from '../../../app/agentLoaders';
import { useResource, useSubmission } from '../../../app/useMachines';
import { FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { useMoney } from '../../../components/money';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import { useCentreDates } from '../../centre/format';
import { Amount, RecordChip } from '../../centre/records/format';
import { RecordBody } from '../../centre/records/RecordBody';
import { RecordSelect } from '../../centre/records/RecordFilters';
import { RecordPager } from '../../centre/records/RecordPager';
import { RecordTable, type RecordColumn } from '../../centre/records/RecordTable';
import { AmountField } from '../../centre/wallet/AmountField';
import { useMoneyProblem } from '../../centre/wallet/moneyErrors';
import { amountProblem } from '../../centre/wallet/walletRules';
import { useAgent } from '../AgentContext';
import { AgentPageTitle } from '../AgentPageTitle';
import { ContractOfferPanel } from '../ContractOfferPanel';
import { StatusChip } from '../ContractTerms';
import { AccountFilter } from '../TeamFilters';
import '../../centre/wallet/wallet.css';

/** The list's query lives in the resource machine's params; the path of `under` accounts is the tree walked down. */
interface TeamParams extends TeamQuery {
  path: string[];
}

type Panel = { account: string; kind: 'contract' | 'transfer' } | null;

/**
 * Team management (spec section 2, AGENT-07): my team as a tree (direct downlines, then
 * theirs) and as a list (search over the whole team, status, member or agent), each
 * account's contracts; a direct downline agent gets contract offers (AGENT-21), any
 * account of the team a transfer (AGENT-28).
 */
export default function TeamManagement() {
  const t = useT();
  const titleId = useId();
  const dates = useCentreDates();
  const { member, options, refresh } = useAgent();
  const team = useResource<TeamPage, TeamParams>(({ path, ...query }, options) => loadTeam({ ...query, under: path.at(-1) }, options), { path: [], page: 1 });
  const params = (team.snapshot.context.params as TeamParams | null) ?? { path: [], page: 1 };
  const set = (next: Partial<TeamParams>) => team.send({ type: 'SET_PARAMS', params: { ...params, page: 1, ...next } });
  // Which row's contract or transfer panel is open: what the reader looks at, not a flow.
  const [panel, setPanel] = useState<Panel>(null);
  const symbol = member.currencySymbol;
  const status = team.snapshot.matches('failed') ? 'failed' : team.snapshot.matches('loading') ? 'loading' : 'ready';

  const contractCell = (row: TeamMember) => {
    const chips = CONTRACT_KINDS.flatMap((kind) => {
      const summary = row.contracts[kind];
      return summary ? [{ kind, summary }] : [];
    });
    if (chips.length === 0) return <span className="is-muted">—</span>;
    return (
      <span className="agent-chips">
        {chips.map(({ kind, summary }) => (
          <span key={kind} className="agent-chip" data-testid={`team-contract-${row.account}-${kind}`}>
            {t(`agent.kind.${kind}` as MessageKey)} <StatusChip status={summary.status} />
          </span>
        ))}
      </span>
    );
  };

  const columns: RecordColumn<TeamMember>[] = [
    {
      header: t('agent.col.account'),
      rowHeader: true,
      // The level matters in a search over the whole team; the last login is a hover away.
      title: (row) => `${t('agent.col.lastLogin')}: ${row.lastLoginAt ? dates.dateTime(row.lastLoginAt) : t('agent.team.never')}`,
      cell: (row) => (
        <span className="agent-account">
          <strong>{row.account}</strong>
          {row.nickname && row.nickname !== row.account && <span className="is-muted"> ({row.nickname})</span>}
          {params.search && row.level > 1 && <span className="is-muted"> · {t('agent.col.level')} {row.level}</span>}
        </span>
      ),
    },
    { header: t('agent.col.type'), cell: (row) => <RecordChip tone={row.isAgent ? 'accent' : 'muted'}>{t(row.isAgent ? 'agent.team.agent' : 'agent.team.member')}</RecordChip> },
    {
      header: t('agent.col.downlines'),
      number: true,
      cell: (row) =>
        row.downlines > 0 ? (
          <button type="button" className="link-button" onClick={() => set({ path: [...params.path, row.account], search: undefined })} data-testid={`team-open-${row.account}`}>
            {row.downlines}
          </button>
        ) : (
          0
        ),
    },
    { header: t('agent.col.balance'), number: true, cell: (row) => <Amount symbol={symbol} amount={row.balance} /> },
    { header: t('agent.col.status'), cell: (row) => <RecordChip tone={row.locked ? 'warning' : 'success'}>{t(row.locked ? 'agent.team.locked' : 'agent.team.active')}</RecordChip> },
    { header: t('agent.col.contracts'), cell: contractCell },
    {
      header: <span className="visually-hidden">{t('agent.col.actions')}</span>,
      cell: (row) => (
        <span className="agent-row-actions">
          {row.isAgent && row.level === 1 && (
            <button type="button" className="button button--ghost button--small" onClick={() => setPanel({ account: row.account, kind: 'contract' })} data-testid={`team-contract-${row.account}`}>
              {t('agent.team.contract')}
            </button>
          )}
          <button type="button" className="button button--ghost button--small" onClick={() => setPanel({ account: row.account, kind: 'transfer' })} data-testid={`team-transfer-${row.account}`}>
            {t('agent.team.transfer')}
          </button>
        </span>
      ),
    },
  ];

  const page = team.data;
  return (
    <section className="record-page agent-team" aria-labelledby={titleId} data-testid="agent-page-teamManagement">
      <AgentPageTitle page="teamManagement" id={titleId} subtitle={t('agent.team.subtitle')} />
      <div className="agent-team-filters">
        <AccountFilter value={params.search ?? ''} onSearch={(search) => set({ search: search || undefined, path: [] })} testId="team-search" />
        <RecordSelect
          label={t('agent.team.statusFilter')}
          options={[
            { value: '', label: t('agent.team.all') },
            { value: 'active', label: t('agent.team.active') },
            { value: 'locked', label: t('agent.team.locked') },
          ]}
          value={params.status ?? ''}
          onChange={(value) => set({ status: value === 'active' || value === 'locked' ? value : undefined })}
          testId="team-status"
        />
        <RecordSelect
          label={t('agent.team.typeFilter')}
          options={[
            { value: '', label: t('agent.team.all') },
            { value: 'member', label: t('agent.team.member') },
            { value: 'agent', label: t('agent.team.agent') },
          ]}
          value={params.type ?? ''}
          onChange={(value) => set({ type: value === 'member' || value === 'agent' ? value : undefined })}
          testId="team-type"
        />
      </div>
      <nav className="agent-path" aria-label={t('agent.team.path')} data-testid="team-path">
        <button type="button" className="link-button" onClick={() => set({ path: [], search: undefined })} data-testid="team-path-me">
          {params.search ? t('agent.team.searchResults', { search: params.search }) : member.account}
        </button>
        {params.path.map((account, i) => (
          <span key={account}>
            <Icon name="chevronRight" size={14} />
            <button type="button" className="link-button" onClick={() => set({ path: params.path.slice(0, i + 1) })} data-testid={`team-path-${account}`}>
              {account}
            </button>
          </span>
        ))}
      </nav>
      {panel && (
        <RowPanel
          panel={panel}
          onClose={() => {
            setPanel(null);
            // An answer seen in the panel may have changed the row.
            team.send({ type: 'REFRESH' });
          }}
        >
          {panel.kind === 'contract' ? (
            <DownlineContract account={panel.account} symbol={symbol} onSent={() => team.send({ type: 'REFRESH' })} options={options} />
          ) : (
            <DownlineTransfer
              account={panel.account}
              symbol={symbol}
              onDone={() => {
                refresh();
                team.send({ type: 'REFRESH' });
              }}
            />
          )}
        </RowPanel>
      )}
      <RecordBody status={status} hasData={page !== null} isEmpty={page !== null && page.items.length === 0} errorCode={team.errorCode} onRetry={() => team.send({ type: 'RETRY' })}>
        {page && (
          <>
            <RecordTable testId="team-table" columns={columns} rows={page.items} rowKey={(row) => row.account} rowTestId={(row) => `team-row-${row.account}`} />
            <RecordPager page={page.page} totalPages={page.totalPages} total={page.total} onPage={(p) => team.send({ type: 'SET_PARAMS', params: { ...params, page: p } })} busy={status === 'loading'} />
          </>
        )}
      </RecordBody>
    </section>
  );
}

function RowPanel({ panel, onClose, children }: { panel: NonNullable<Panel>; onClose: () => void; children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="agent-row-panel" data-testid={`team-panel-${panel.kind}`}>
      <button type="button" className="icon-button agent-row-panel__close" onClick={onClose} aria-label={t('agent.team.closePanel')} data-testid="team-panel-close">
        <Icon name="close" size={16} />
      </button>
      {children}
    </div>
  );
}

/** The newest offer or contract I gave this downline, whatever its kind. */
const latestOf = (contracts: Contract[]) => [...contracts].sort((a, b) => b.offeredAt.localeCompare(a.offeredAt))[0] ?? null;

function DownlineContract({ account, symbol, options, onSent }: { account: string; symbol: string; options: ReturnType<typeof useAgent>['options']; onSent: () => void }) {
  const t = useT();
  const contracts = useResource<Contracts>((_params, options) => loadContracts({ account }, options));
  const sent = useCallback(() => onSent(), [onSent]);
  if (contracts.snapshot.matches('loading')) return <Spinner label={t('common.loading')} />;
  if (!contracts.data) {
    return (
      <FormAlert testId="downline-contract-error">
        {t(errorKey(contracts.errorCode))}{' '}
        <button type="button" className="link-button" onClick={() => contracts.send({ type: 'RETRY' })}>
          {t('common.retry')}
        </button>
      </FormAlert>
    );
  }
  return <ContractOfferPanel key={account} account={account} options={options} latest={latestOf(contracts.data.offered.filter((c) => c.downline.account === account))} symbol={symbol} onSent={sent} />;
}

function DownlineTransfer({ account, symbol, onDone }: { account: string; symbol: string; onDone: () => void }) {
  const t = useT();
  const money = useMoney();
  const moneyProblem = useMoneyProblem();
  const amountRef = useRef<HTMLInputElement>(null);
  const transfer = useSubmission<{ amount: string }, DownlineTransfer>(
    async (form, key, options) => {
      const result = await sendToDownline({ account, amount: form.amount.trim() }, key, options);
      if (amountRef.current) amountRef.current.value = '';
      onDone();
      return result;
    },
    (form) => amountProblem(form.amount),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    transfer.submit({ amount: String(new FormData(event.currentTarget).get('amount') ?? '') });
  };
  const problemText = moneyProblem(transfer, { symbol, walletName: () => t('centre.wallet.mainWallet') });
  const amountError = transfer.problem || transfer.errorCode === 'invalid_amount' ? problemText : null;
  const formError = transfer.snapshot.matches('failed') && !amountError ? problemText : null;
  const result = transfer.snapshot.matches('succeeded') ? transfer.result : null;
  return (
    <form className="wallet-form agent-transfer" onSubmit={submit} noValidate data-testid="downline-transfer-form">
      <h4>{t('agent.transfer.title', { account })}</h4>
      <AmountField label={t('agent.transfer.amount')} symbol={symbol} inputRef={amountRef} error={amountError} disabled={transfer.busy} testId="downline-transfer-amount" />
      {formError && <FormAlert testId="downline-transfer-error">{formError}</FormAlert>}
      {result && (
        <div className="wallet-note wallet-note--success" role="status" data-testid="downline-transfer-success">
          <Icon name="check" size={18} />
          <div>
            <strong>{t('agent.transfer.done', { amount: money(symbol, result.amount), account: result.to.account })}</strong>
            <p>{t('agent.transfer.balanceAfter', { amount: money(symbol, result.balance) })}</p>
          </div>
        </div>
      )}
      <button type="submit" className="button button--primary" disabled={transfer.busy} data-testid="downline-transfer-submit">
        {transfer.busy ? t('agent.transfer.sending') : t('agent.transfer.submit')}
      </button>
    </form>
  );
}
