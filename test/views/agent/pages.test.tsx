// Agent centre pages against a mocked src/api/agent: what each asks the server for and
// what it shows (team overview, register account, team management with its transfer).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as agentApi from '../../../src/api/agent';
import type { TeamMember, TeamOverview, TeamPage } from '../../../src/api/agent';
import { ApiError } from '../../../src/api/client';
import AgentTeamOverview from '../../../src/views/agent/pages/agentTeamOverview';
import RegisterCenter from '../../../src/views/agent/pages/registerCenter';
import TeamManagement from '../../../src/views/agent/pages/teamManagement';
import { agentMessage, renderAgentPiece } from './harness';

vi.mock('../../../src/api/agent', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/agent')>();
  return { ...actual, fetchOverview: vi.fn(), registerDownline: vi.fn(), fetchTeam: vi.fn(), transferToDownline: vi.fn(), fetchContracts: vi.fn() };
});

afterEach(() => vi.clearAllMocks());

const overview: TeamOverview = {
  from: '2026-11-18',
  to: '2026-11-24',
  currency: 'NGN',
  members: 12,
  agents: 3,
  directMembers: 5,
  newMembers: 2,
  activeMembers: 7,
  deposits: '1500.00',
  withdrawals: '200.00',
  bets: 44,
  stake: '9000.00',
  payout: '8100.50',
  profit: '-899.50',
  income: '45.00',
  byDay: [{ day: '2026-11-24', bets: 44, stake: '9000.00', payout: '8100.50', profit: '-899.50' }],
};

const member = (account: string, overrides: Partial<TeamMember> = {}): TeamMember => ({
  account,
  nickname: account,
  type: 2,
  isAgent: true,
  upline: 'agent01',
  level: 1,
  downlines: 0,
  locked: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastLoginAt: null,
  balance: '0.00',
  contracts: { daily: { id: '5', status: 'accepted', terms: { tiers: [] } }, hourly: null, realtime: null, dividend: null },
  ...overrides,
});

const teamPage = (items: TeamMember[]): TeamPage => ({ items, page: 1, pageSize: 15, total: items.length, totalPages: 1 });

describe('agent pages', () => {
  it('[AGENT-05][AGENT-03] team overview: the team numbers of the last 7 days, the team result signed', async () => {
    vi.mocked(agentApi.fetchOverview).mockResolvedValue(overview);
    renderAgentPiece(<AgentTeamOverview />);
    await waitFor(() => expect(screen.getByTestId('overview-members').textContent).toBe('12'));
    expect(screen.getByTestId('overview-profit').textContent).toBe('-₦899.50');
    expect(screen.getByTestId('overview-income').textContent).toBe('₦45.00');
    const query = vi.mocked(agentApi.fetchOverview).mock.calls[0]![0];
    expect(Date.parse(query.to) - Date.parse(query.from)).toBe(6 * 86_400_000);
  });

  it('[AGENT-06] register account: passwords that differ are refused on the page; a downline agent is registered', async () => {
    vi.mocked(agentApi.registerDownline).mockResolvedValue({ account: 'newagent', nickname: 'newagent', type: 2, isAgent: true, upline: 'agent01' });
    renderAgentPiece(<RegisterCenter />);
    fireEvent.click(screen.getByTestId('downline-type-agent'));
    fireEvent.change(screen.getByTestId('downline-account-input'), { target: { value: 'newagent' } });
    fireEvent.change(screen.getByTestId('downline-password-input'), { target: { value: 'Start@2468' } });
    fireEvent.change(screen.getByTestId('downline-confirm-input'), { target: { value: 'Other@2468' } });
    fireEvent.click(screen.getByTestId('register-downline-submit'));
    expect(screen.getByTestId('downline-confirm-error').textContent).toBe(agentMessage('agent.register.problem.confirm'));
    expect(agentApi.registerDownline).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('downline-confirm-input'), { target: { value: 'Start@2468' } });
    fireEvent.click(screen.getByTestId('register-downline-submit'));
    await waitFor(() => expect(screen.getByTestId('register-downline-success').textContent).toContain('Agent newagent registered.'));
    expect(agentApi.registerDownline).toHaveBeenCalledWith({ account: 'newagent', password: 'Start@2468', type: 'agent' }, { signal: expect.any(AbortSignal) });
  });

  it('[AGENT-06] register account: an account that exists is the server\'s answer, shown in the form', async () => {
    vi.mocked(agentApi.registerDownline).mockRejectedValue(new ApiError('account_exists', 'This account already exists.', 400));
    renderAgentPiece(<RegisterCenter />);
    fireEvent.change(screen.getByTestId('downline-account-input'), { target: { value: 'agent02' } });
    fireEvent.change(screen.getByTestId('downline-password-input'), { target: { value: 'Start@2468' } });
    fireEvent.change(screen.getByTestId('downline-confirm-input'), { target: { value: 'Start@2468' } });
    fireEvent.click(screen.getByTestId('register-downline-submit'));
    await waitFor(() => expect(screen.getByTestId('register-downline-error')).toBeTruthy());
    expect(agentApi.registerDownline).toHaveBeenCalledWith({ account: 'agent02', password: 'Start@2468', type: 'member' }, { signal: expect.any(AbortSignal) });
  });

  it('[AGENT-07][AGENT-28] team management: the tree goes down a level, a search covers the team, a transfer goes to the account', async () => {
    const fetchTeam = vi.mocked(agentApi.fetchTeam);
    fetchTeam.mockImplementation(async (query) =>
      query.under === 'agent02' ? teamPage([member('sub01', { level: 2, upline: 'agent02', isAgent: false, type: 0 })]) : teamPage([member('agent02', { downlines: 1 }), member('player01', { isAgent: false, type: 0, contracts: { daily: null, hourly: null, realtime: null, dividend: null } })]),
    );
    vi.mocked(agentApi.transferToDownline).mockResolvedValue({ transferId: '9', amount: '25.00', to: { account: 'player01', nickname: 'player01' }, balance: '975.00', sumBalance: '975.00' });
    const { api } = renderAgentPiece(<TeamManagement />);
    await waitFor(() => expect(screen.getByTestId('team-row-agent02')).toBeTruthy());
    expect(screen.getByTestId('team-contract-agent02-daily').textContent).toContain(agentMessage('agent.status.accepted'));
    // Contracts are offered to direct downline agents only.
    expect(screen.queryByTestId('team-contract-player01')).toBeNull();

    fireEvent.click(screen.getByTestId('team-open-agent02'));
    await waitFor(() => expect(screen.getByTestId('team-row-sub01')).toBeTruthy());
    expect(fetchTeam).toHaveBeenLastCalledWith({ page: 1, under: 'agent02', search: undefined }, { signal: expect.any(AbortSignal) });
    fireEvent.click(screen.getByTestId('team-path-me'));
    await waitFor(() => expect(screen.getByTestId('team-row-player01')).toBeTruthy());

    fireEvent.change(screen.getByTestId('team-search-input'), { target: { value: 'play' } });
    fireEvent.click(screen.getByTestId('team-search-submit'));
    await waitFor(() => expect(fetchTeam).toHaveBeenLastCalledWith({ page: 1, search: 'play', under: undefined }, { signal: expect.any(AbortSignal) }));

    fireEvent.click(screen.getByTestId('team-transfer-player01'));
    fireEvent.change(screen.getByTestId('downline-transfer-amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('downline-transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('downline-transfer-success')).toBeTruthy());
    expect(vi.mocked(agentApi.transferToDownline).mock.calls[0]![0]).toEqual({ account: 'player01', amount: '25' });
    expect(api.refresh).toHaveBeenCalled();
  });
});
