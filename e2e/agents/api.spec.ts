// The agent centre's answers as the client reads them: every agent call of the real
// server goes through the wire shape src/api/agent.ts parses it with, so a field the
// server renames or drops fails here and not in an agent's browser.
import { expect, test } from '@playwright/test';
import * as v from 'valibot';
import {
  accountPage as accountPageSchema,
  agentOptions as agentOptionsSchema,
  contract as contractSchema,
  contracts as contractsSchema,
  downlineTransfer as downlineTransferSchema,
  income as incomeSchema,
  overview as overviewSchema,
  registered as registeredSchema,
  teamBets as teamBetsSchema,
  teamPage as teamPageSchema,
  teamProfit as teamProfitSchema,
} from '../../server/shared/wire/agent';
import { AccountApi, DEMO } from '../accounts/support';
import { logInApi } from '../money/support';
import { agentsReady, freshAccount } from './support';

const week = () => {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  return `from=${from}&to=${to}`;
};

test('[AGENT-20][AGENT-05][AGENT-06][AGENT-07][AGENT-08][AGENT-09][AGENT-10][AGENT-11][AGENT-21][AGENT-28] every agent answer parses with the client schema', async ({ request }) => {
  await agentsReady(request);
  const agent = await logInApi(request, new AccountApi(request), DEMO.agent.account, DEMO.agent.password);

  const options = v.parse(agentOptionsSchema, await agent.get('/api/agent/options'));
  expect(options.kinds).toEqual(expect.arrayContaining(['daily', 'hourly', 'realtime', 'dividend']));
  expect(options.myTerms.daily).toMatchObject({ kind: 'daily' });

  v.parse(overviewSchema, await agent.get(`/api/agent/overview?${week()}`));
  v.parse(accountPageSchema, await agent.get(`/api/agent/account?${week()}&page=1`));
  v.parse(teamBetsSchema, await agent.get(`/api/agent/team/bets?${week()}`));
  v.parse(teamProfitSchema, await agent.get(`/api/agent/team/profit?${week()}`));
  v.parse(incomeSchema, await agent.get(`/api/agent/income?${week()}&kind=daily`));

  const account = freshAccount('sub');
  const registered = v.parse(registeredSchema, await agent.post('/api/agent/team', { account, password: 'Start@2468', type: 'agent' }));
  expect(registered).toMatchObject({ account, isAgent: true });

  const team = v.parse(teamPageSchema, await agent.get(`/api/agent/team?search=${account}`));
  expect(team.items.map((m) => m.account)).toContain(account);

  const transfer = v.parse(downlineTransferSchema, await agent.post('/api/agent/transfers', { account, amount: '5.00' }));
  expect(transfer.to.account).toBe(account);

  const offer = v.parse(contractSchema, await agent.post('/api/agent/contracts', { account, kind: 'hourly', terms: { ratio: '0.20' } }));
  expect(offer).toMatchObject({ status: 'offered', terms: { kind: 'hourly', ratio: '0.20' } });
  const contracts = v.parse(contractsSchema, await agent.get(`/api/agent/contracts?account=${account}`));
  expect(contracts.offered.map((c) => c.id)).toContain(offer.id);
});
