// Renders one agent centre piece alone: English messages (core, the centre's record words
// and the agent's own), a router, and the agent centre API as spies. Pieces call
// src/api/agent; tests replace it with vi.mock so no request leaves the test.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { AgentOptions } from '../../../src/api/agent';
import { defaultMessages } from '../../../src/i18n/loadMessages';
import agentMessages from '../../../src/i18n/messages/agent/en.json';
import centreMessages from '../../../src/i18n/messages/centre/en.json';
import { AgentContext, type AgentApi } from '../../../src/views/agent/AgentContext';
import { centreMember } from '../centre/harness';
import type { Member } from '../../../server/shared/wire/accounts';

const messages: Record<string, string> = { ...defaultMessages, ...centreMessages, ...agentMessages };

export const agentMember: Member = { ...centreMember, account: 'agent01', nickname: 'Agent 01', type: 1, isAgent: true };

/** Every kind on; my own contracts: daily up to 1.50 %, hourly 0.50 %, nothing else. */
export const allOn: AgentOptions = {
  dailysalreqtype: 1,
  contracthoursalreq: 1,
  realtimesalreqtype: 1,
  divtypereq: 1,
  dividendPeriods: ['W'],
  kinds: ['daily', 'hourly', 'realtime', 'dividend'],
  myTerms: {
    daily: { kind: 'daily', tiers: [{ minBet: '0.00', minActive: 0, ratio: '1.00' }, { minBet: '10000.00', minActive: 2, ratio: '1.50' }] },
    hourly: { kind: 'hourly', ratio: '0.50' },
    realtime: null,
    dividend: null,
  },
};

export function renderAgentPiece(piece: ReactElement, { options = allOn }: { options?: AgentOptions } = {}) {
  const api: AgentApi = { member: agentMember, options, refresh: vi.fn(), reloadOptions: vi.fn(), go: vi.fn() };
  const view = render(
    <IntlProvider locale="en" messages={messages} onError={() => {}}>
      <MemoryRouter>
        <AgentContext.Provider value={api}>{piece}</AgentContext.Provider>
      </MemoryRouter>
    </IntlProvider>,
  );
  return { ...view, api };
}

export const agentMessage = (id: string) => {
  const value = messages[id];
  if (value === undefined) throw new Error(`no English message "${id}"`);
  return value;
};
