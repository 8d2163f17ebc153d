// The agent centre in the running app: opened by ?agent=<page> on any route (the member
// menu and /agentHome lead there), content only once the options arrived, the pages
// behind an option only while it is on, closing by the button or Escape but not by a
// background click, and non-agents kept out. The API module is mocked.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_PAGES } from '../../../machines/agentCentre.machine';
import type { AgentOptions } from '../../../src/api/agent';
import { agent, member } from '../../model/models/fixtures/accounts';
import { renderApp, text } from '../harness';
import { agentMessage, allOn } from './harness';

const fake = vi.hoisted(() => ({ options: vi.fn<() => Promise<AgentOptions>>() }));

vi.mock('../../../src/api/agent', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/agent')>();
  const empty = { items: [], page: 1, pageSize: 15, total: 0, totalPages: 1 };
  const overview = { from: '2026-11-18', to: '2026-11-24', currency: 'NGN', members: 0, agents: 0, directMembers: 0, newMembers: 0, activeMembers: 0, deposits: '0.00', withdrawals: '0.00', bets: 0, stake: '0.00', payout: '0.00', profit: '0.00', income: '0.00' };
  return {
    ...actual,
    fetchAgentOptions: () => fake.options(),
    fetchOverview: async () => overview,
    fetchTeam: async () => empty,
    fetchContracts: async () => ({ mine: [], offered: [] }),
    fetchIncome: async () => ({ ...empty, summary: { total: '0.00' } }),
  };
});

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  fake.options.mockReset();
  fake.options.mockResolvedValue(allOn);
});

afterEach(() => {
  document.body.style.overflow = '';
  sessionStorage.clear();
});

function openAs(who: typeof agent, path: string) {
  sessionStorage.setItem('token', 'tok-stored');
  sessionStorage.setItem('account', who.account);
  sessionStorage.setItem('merchantCode', 'NG');
  return renderApp(path, { member: who });
}

describe('agent centre', { timeout: 30_000 }, () => {
  it('[AGENT-01][AGENT-02][AGENT-03][SHELL-23] ?agent= opens a modal with a left menu; the content shows once the options are loaded, on agentTeamOverview', async () => {
    let release: (options: AgentOptions) => void = () => {};
    fake.options.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const { location } = openAs(agent, '/agentHome?agent=');
    const centre = await screen.findByTestId('agent-centre');
    expect(centre.getAttribute('aria-modal')).toBe('true');
    expect(within(centre).getByTestId('agent-waiting')).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    await act(async () => release(allOn));
    expect(await within(centre).findByTestId('agent-page-agentTeamOverview')).toBeTruthy();
    expect(centre.getAttribute('data-page')).toBe('agentTeamOverview');
    const links = within(within(centre).getByTestId('agent-menu')).getAllByRole('link');
    expect(links).toHaveLength(AGENT_PAGES.length);
    expect(location.current).toBe('/agentHome?agent=');
  });

  it('[AGENT-12][AGENT-13][AGENT-14][AGENT-15][AGENT-20] the dividend and salary pages are in the menu only while their option is on', async () => {
    fake.options.mockResolvedValue({ ...allOn, divtypereq: 0, contracthoursalreq: 0, kinds: ['daily', 'realtime'] });
    openAs(agent, '/?agent=hourlySalary');
    const centre = await screen.findByTestId('agent-centre');
    // Asked for a page that is off: the default opens.
    expect(await within(centre).findByTestId('agent-page-agentTeamOverview')).toBeTruthy();
    expect(within(centre).queryByTestId('agent-menu-dividend')).toBeNull();
    expect(within(centre).queryByTestId('agent-menu-hourlySalary')).toBeNull();
    expect(within(centre).getByTestId('agent-menu-dailySalary')).toBeTruthy();
    fireEvent.click(within(centre).getByTestId('agent-menu-realtimeSalary'));
    expect(await within(centre).findByTestId('agent-page-realtimeSalary')).toBeTruthy();
  });

  it('[AGENT-01] a background click keeps the centre; Escape and the close button close it and keep the route', async () => {
    const { location } = openAs(agent, '/promotions?agent=teamManagement');
    const centre = await screen.findByTestId('agent-centre');
    expect(await within(centre).findByTestId('agent-page-teamManagement')).toBeTruthy();
    fireEvent.click(screen.getByTestId('agent-centre-backdrop'));
    expect(screen.getByTestId('agent-centre')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('agent-centre')).toBeNull());
    expect(location.current).toBe('/promotions');
    expect(document.body.style.overflow).toBe('');
  });

  it('[SHELL-58] the member menu of an agent opens the agent centre', async () => {
    const { location } = openAs(agent, '/');
    await screen.findByTestId('header-balance');
    fireEvent.mouseEnter(screen.getByTestId('header-member'));
    fireEvent.click(screen.getByTestId('menu-agent'));
    const centre = await screen.findByTestId('agent-centre');
    expect(await within(centre).findByTestId('agent-page-agentTeamOverview')).toBeTruthy();
    expect(location.current).toBe('/agentHome?agent=agentTeamOverview');
    expect(within(centre).getByTestId('agent-close').getAttribute('aria-label')).toBe(agentMessage('agent.close'));
  });

  it('[AGENT-30][ERRORS-15] an account that is not an agent is kept out and told why', async () => {
    const { location } = openAs(member, '/?agent=teamManagement');
    expect(await screen.findByTestId('agent-home-refused')).toBeTruthy();
    expect(screen.queryByTestId('agent-centre')).toBeNull();
    expect(location.current).toBe('/agentHome');
    expect(fake.options).not.toHaveBeenCalled();
  });
});
