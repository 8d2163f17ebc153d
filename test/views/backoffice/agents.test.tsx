// The back office's agents section: the tree a level at a time (a downline opened in place,
// each level paged by the server), contracts filtered from the address, settlement runs and
// what one paid, and a period run now behind a confirm dialog (machines/settlementRun.machine.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractAnswer, SettlementRuns } from '../../../server/shared/wire/agent';
import type { AgentTree } from '../../../server/shared/wire/backofficeAgents';
import { termsOf } from '../../../server/shared/wire/agent';
import { permissionsOf } from '../../../server/shared/staffRoles';
import { ApiError } from '../../../src/api/client';
import { forbidden, settledDaily } from '../../model/models/settlementRun.model';
import { financeStaff } from '../../model/models/staffSignIn.model';
import { renderConsole, text } from './console';

const api = vi.hoisted(() => ({
  fetchMe: vi.fn(),
  fetchAgentTree: vi.fn(),
  fetchAgentContracts: vi.fn(),
  fetchSettlementRuns: vi.fn(),
  fetchSettlementRun: vi.fn(),
  runSettlement: vi.fn(),
}));
vi.mock('../../../src/backoffice/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const node = (id: string, account: string, downlines: number): AgentTree['items'][number] => ({
  id,
  account,
  nickname: account,
  kind: 'agent',
  downlines,
  contractsInForce: 1,
  registeredAt: '2026-11-01T10:00:00Z',
});
const page = <T,>(items: T[], pageNo = 1, total = items.length) => ({ items, page: pageNo, pageSize: 15, total, totalPages: Math.max(1, Math.ceil(total / 15)) });
const top: AgentTree = { ...page([node('11', 'alpha', 2), node('12', 'bravo', 0)], 1, 17), path: [] };
const topPage2: AgentTree = { ...page([node('40', 'zulu', 0)], 2, 17), path: [] };
const underAlpha: AgentTree = { ...page([node('21', 'alpha-one', 0), node('22', 'alpha-two', 0)]), path: [{ id: '11', account: 'alpha' }] };

const contract = (id: string, status: ContractAnswer['status']) => {
  const answer: ContractAnswer = {
    id,
    kind: 'daily',
    status,
    upline: id === '1' ? null : { account: 'alpha', nickname: 'alpha' },
    downline: { account: 'alpha-one', nickname: 'alpha-one' },
    terms: { tiers: [{ minBet: '1000.00', minActive: 3, ratio: '0.50' }] },
    offeredAt: '2026-11-20T08:00:00Z',
    answeredAt: status === 'offered' ? null : '2026-11-20T09:00:00Z',
    endedAt: null,
    endReason: null,
  };
  // As the browser reads it (the wire schema joins the kind into the terms).
  return { ...answer, terms: termsOf(answer.kind, answer.terms)! };
};

const run = { merchantCode: 'NG', kind: 'daily', periodKey: '2026-11-26', periodStart: '2026-11-25T23:00:00Z', periodEnd: '2026-11-26T23:00:00Z', bets: 14, agents: 2, total: '84.00', ranAt: '2026-11-27T00:05:00Z' };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
  sessionStorage.setItem('staffToken', 'finance-token');
  api.fetchMe.mockResolvedValue(financeStaff);
});

const signal = { signal: expect.any(AbortSignal) };

describe('agents section', () => {
  it('finance sees the top agents, opens a downline in place and pages the top level on the server', async () => {
    api.fetchAgentTree.mockImplementation(async (_token: string, q: { parentId?: string; page?: number }) => (q.parentId === '11' ? underAlpha : q.page === 2 ? topPage2 : top));
    renderConsole('/backoffice/agents');
    const tree = await screen.findByTestId('bo-tree-level');
    expect(screen.getByRole('navigation', { name: text('backoffice.nav.label') }).textContent).toContain(text('backoffice.nav.agents'));
    expect(within(tree).getAllByTestId('bo-tree-node').map((n) => n.dataset.account)).toEqual(['alpha', 'bravo']);
    expect(api.fetchAgentTree).toHaveBeenCalledWith('finance-token', { merchantCode: undefined, parentId: undefined, page: 1 }, signal);

    // bravo has nobody below: nothing to open.
    const bravo = within(tree).getAllByTestId('bo-tree-node')[1]!;
    expect(within(bravo).queryByRole('button')).toBeNull();
    const open = screen.getByRole('button', { name: 'Show the downline of alpha (2)' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('bo-tree-level')).toHaveLength(2));
    expect(screen.getAllByTestId('bo-tree-level')[1]!.textContent).toContain('alpha-two');
    expect(api.fetchAgentTree).toHaveBeenCalledWith('finance-token', { merchantCode: undefined, parentId: '11', page: 1 }, signal);

    // 17 top agents: a second page, asked of the server.
    fireEvent.click(screen.getAllByRole('button', { name: text('backoffice.pager.next') })[0]!);
    await waitFor(() => expect(screen.getAllByTestId('bo-tree-node').map((n) => n.dataset.account)).toEqual(['zulu']));
    expect(api.fetchAgentTree).toHaveBeenCalledWith('finance-token', { merchantCode: undefined, parentId: undefined, page: 2 }, signal);
  });

  it('a downline opened from the address shows the way up; the merchant comes from the address too', async () => {
    api.fetchAgentTree.mockResolvedValue(underAlpha);
    renderConsole('/backoffice/agents?merchant=ph&parent=11');
    const crumbs = await screen.findByRole('navigation', { name: text('backoffice.agents.pathUp') });
    expect(within(crumbs).getByRole('link', { name: text('backoffice.agents.topAgents') }).getAttribute('href')).toBe('/backoffice/agents?merchant=PH');
    expect(within(crumbs).getByText('alpha').getAttribute('aria-current')).toBe('location');
    expect(api.fetchAgentTree).toHaveBeenCalledWith('finance-token', { merchantCode: 'PH', parentId: '11', page: 1 }, signal);
  });

  it('lists contracts with their terms, filtered by status and agent from the address', async () => {
    api.fetchAgentContracts.mockResolvedValue(page([contract('1', 'accepted'), contract('2', 'offered')]));
    renderConsole('/backoffice/agents/contracts?status=accepted&agent=21&page=2');
    const table = await screen.findByTestId('bo-contracts-table');
    expect(api.fetchAgentContracts).toHaveBeenCalledWith('finance-token', { merchantCode: undefined, status: 'accepted', agentId: '21', page: 2 }, signal);
    const rows = within(table).getAllByTestId('bo-contract-row');
    expect(rows[0]!.textContent).toContain(text('backoffice.agents.platform'));
    expect(rows[0]!.textContent).toContain('bets from 1000.00 with 3 active: 0.50%');
    expect(rows[1]!.textContent).toContain(text('backoffice.agents.status.offered'));

    // A filter typed in the form goes to the address, and from there to the server; bad input is left out.
    fireEvent.change(screen.getByLabelText(text('backoffice.agents.status')), { target: { value: 'offered' } });
    fireEvent.change(screen.getByLabelText(text('backoffice.agents.agentId')), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: text('backoffice.agents.apply') }));
    await waitFor(() => expect(api.fetchAgentContracts).toHaveBeenLastCalledWith('finance-token', { merchantCode: undefined, status: 'offered', agentId: undefined, page: 1 }, signal));
  });

  it('shows the settlement runs and what one paid', async () => {
    api.fetchSettlementRuns.mockResolvedValue(page([run]));
    api.fetchSettlementRun.mockResolvedValue({
      run,
      payments: [{ agentAccount: 'alpha', contractId: '1', base: '12000.00', activeMembers: 5, rate: '0.70', gross: '84.00', downline: '0.00', amount: '84.00', settledAt: '2026-11-27T00:05:00Z' }],
    });
    renderConsole('/backoffice/agents/runs');
    const table = await screen.findByTestId('bo-runs-table');
    expect(within(table).getByText(text('backoffice.agents.settlementKind.daily'))).toBeTruthy();
    fireEvent.click(within(table).getByRole('link', { name: 'What 2026-11-26 paid' }));
    const payments = await screen.findByTestId('bo-payments-table');
    expect(api.fetchSettlementRun).toHaveBeenCalledWith('finance-token', 'daily', '2026-11-26', undefined, signal);
    expect(within(payments).getByRole('rowheader').textContent).toBe('alpha');
    expect(within(payments).getByText('0.70%')).toBeTruthy();
    expect(screen.getByTestId('bo-run-total').textContent).toBe('84.00');
  });

  it('runs a period now after confirming, shows what it settled and reloads the runs; cancel asks nothing', async () => {
    api.fetchSettlementRuns.mockResolvedValue(page([]));
    api.runSettlement.mockResolvedValue(settledDaily);
    renderConsole('/backoffice/agents/runs');
    await screen.findByText(text('backoffice.agents.noRuns'));
    const opener = screen.getByRole('button', { name: text('backoffice.agents.runNowButton') });

    fireEvent.click(opener);
    let dialog = screen.getByRole('alertdialog', { name: 'Run the Daily salary settlement now?' });
    expect(document.activeElement?.textContent).toBe(text('backoffice.agents.confirmRun'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(api.runSettlement).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(text('backoffice.agents.runKind')), { target: { value: 'dividend:M' } });
    fireEvent.click(opener);
    dialog = screen.getByRole('alertdialog', { name: 'Run the Monthly dividend settlement now?' });
    fireEvent.click(within(dialog).getByRole('button', { name: text('backoffice.agents.confirmRun') }));
    const result = await screen.findByTestId('bo-run-result');
    expect(api.runSettlement).toHaveBeenCalledWith('finance-token', 'dividend:M', signal);
    expect(result.textContent).toContain('NG, period 2026-11-26: 2 agents paid for 14 bets, in all 84.00');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(api.fetchSettlementRuns).toHaveBeenCalledTimes(3));
  });

  it('a refused run keeps the dialog open with the reason', async () => {
    api.fetchSettlementRuns.mockResolvedValue(page([]));
    api.runSettlement.mockRejectedValue(forbidden);
    renderConsole('/backoffice/agents/runs');
    fireEvent.click(await screen.findByRole('button', { name: text('backoffice.agents.runNowButton') }));
    fireEvent.click(screen.getByRole('button', { name: text('backoffice.agents.confirmRun') }));
    const dialog = screen.getByRole('alertdialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text('error.forbidden'));
    fireEvent.click(within(dialog).getByRole('button', { name: text('backoffice.agents.cancel') }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a list that cannot load says why', async () => {
    api.fetchAgentTree.mockRejectedValue(new ApiError('network_abnormal', '', 0));
    renderConsole('/backoffice/agents');
    expect((await screen.findByRole('alert')).textContent).toBe(text('error.network_abnormal'));
  });

  it('a role without agents.manage has no agents section and is refused it by address', async () => {
    api.fetchMe.mockResolvedValue({ ...financeStaff, role: 'support', permissions: permissionsOf('support') });
    renderConsole('/backoffice/agents');
    expect((await screen.findByRole('alert')).textContent).toBe(text('error.forbidden'));
    expect(screen.getByRole('navigation', { name: text('backoffice.nav.label') }).textContent).not.toContain(text('backoffice.nav.agents'));
    expect(api.fetchAgentTree).not.toHaveBeenCalled();
  });
});
