// Screenshots of every agent centre page in both themes and a second language, attached
// to the report and kept under <output>/screens/agents/ for a person to look at. Each
// page must show its content, not an error.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { AGENT_PAGES } from '../../machines/agentCentre.machine';
import { AccountApi, DEMO, storedSession } from '../accounts/support';
import { logInApi } from '../money/support';
import { agentsReady, freshAccount } from './support';
import { saveScreen } from '../screens';

const RUNS = [
  { lang: 'en', theme: 'light' },
  { lang: 'en', theme: 'dark' },
  { lang: 'vi', theme: 'light' },
] as const;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForTimeout(300);
  await saveScreen(page, testInfo, `agents/${name}`);
}

test.beforeAll(async ({ request }) => {
  await agentsReady(request);
  // Something to list: a downline agent with an offer waiting, and one with money.
  const agent = await logInApi(request, new AccountApi(request), DEMO.agent.account, DEMO.agent.password);
  const account = freshAccount('shot');
  await agent.post('/api/agent/team', { account, password: 'Start@2468', type: 'agent', nickname: 'Shot' });
  await agent.post('/api/agent/transfers', { account, amount: '25.00' });
  await agent.post('/api/agent/contracts', { account, kind: 'daily', terms: { tiers: [{ minBet: '0.00', minActive: 0, ratio: '0.50' }] } });
});

for (const { lang, theme } of RUNS) {
  test(`[AGENT-01][AGENT-02][AGENT-03][AGENT-04][AGENT-05][AGENT-06][AGENT-07][AGENT-08][AGENT-09][AGENT-10][AGENT-11][AGENT-12][AGENT-13][AGENT-14][AGENT-15] every agent page in ${lang}, ${theme} theme`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const api = new AccountApi(request);
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': api.ip });
    await page.addInitScript(
      ([l, t]) => {
        localStorage.setItem('region', 'NG');
        localStorage.setItem('lang', l!);
        localStorage.setItem('theme', t!);
      },
      [lang, theme],
    );
    await storedSession(page, api, DEMO.agent.account, DEMO.agent.password);
    await page.goto('/agentHome?agent=agentTeamOverview');
    const centre = page.getByTestId('agent-centre');
    await expect(centre).toBeVisible();
    for (const pageId of AGENT_PAGES) {
      await page.getByTestId(`agent-menu-${pageId}`).click();
      await expect(centre).toHaveAttribute('data-page', pageId);
      await expect(page.getByTestId(`agent-page-${pageId}`)).toBeVisible();
      await expect(page.getByTestId('record-loading')).toHaveCount(0);
      await expect(page.getByTestId('record-error')).toHaveCount(0);
      if (pageId === 'teamManagement') {
        await expect(page.getByTestId('team-table')).toBeVisible();
        await shot(page, testInfo, `${pageId}-${lang}-${theme}`);
        const row = page.locator('[data-testid^="team-row-shot"]').first();
        await row.locator('[data-testid^="team-contract-shot"]').last().click();
        await expect(page.getByTestId('contract-sent')).toBeVisible();
        await page.getByTestId('contract-new').click();
        // The form with a problem: a ratio above the agent's own.
        await page.getByTestId('offer-tier-0-ratio').fill('9');
        await page.getByTestId('contract-submit').click();
        await expect(page.getByTestId('offer-tier-0-ratio-error')).toBeVisible();
        await shot(page, testInfo, `${pageId}-offer-${lang}-${theme}`);
        continue;
      }
      await shot(page, testInfo, `${pageId}-${lang}-${theme}`);
    }
  });
}
