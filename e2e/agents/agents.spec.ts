// The agent journey in two browsers: agent01 registers a downline agent and offers it a
// daily salary contract; the downline logs in on the agent side (its password was set by
// the agent, so it must change it first), finds the offer in its agent centre and rejects
// it; a second offer it accepts; both sides see each answer.
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { baseURL } from '../../playwright.config';
import { AccountApi, closeNotice, DEMO, logIn, openVisitor, reveal } from '../accounts/support';
import { MemberApi, memberPage, OperatorApi, openMemberMenu } from '../money/support';
import { agentsReady, freshAccount } from './support';
import { saveScreen } from '../screens';

const START_PASSWORD = 'Start@2468';
const OWN_PASSWORD = 'Mine@13579';

async function openAgentPage(page: Page, pageId: string) {
  await page.getByTestId(`agent-menu-${pageId}`).click();
  await expect(page.getByTestId('agent-centre')).toHaveAttribute('data-page', pageId);
  await expect(page.getByTestId(`agent-page-${pageId}`)).toBeVisible();
}

test('[AGENT-06][AGENT-07][AGENT-10][AGENT-13][AGENT-16][AGENT-21][AGENT-22][AGENT-23][AGENT-27][AGENT-28] an upline offers a daily salary contract; its new downline rejects one offer and accepts the next, then earns from its bets', async ({ browser, request }) => {
  test.setTimeout(600_000);
  await agentsReady(request);
  const downline = freshAccount('down');

  // The upline registers a downline agent from its agent centre.
  const upline = await memberPage(browser, baseURL, DEMO.agent.account, DEMO.agent.password);
  const a = upline.page;
  await a.goto('/agentHome?agent=registerCenter');
  await expect(a.getByTestId('agent-page-registerCenter')).toBeVisible();
  await a.getByTestId('downline-type-agent').check({ force: true });
  await a.getByTestId('downline-account-input').fill(downline);
  await a.getByTestId('downline-password-input').fill(START_PASSWORD);
  await a.getByTestId('downline-confirm-input').fill('Other@2468');
  await a.getByTestId('register-downline-submit').click();
  await expect(a.getByTestId('downline-confirm-error')).toHaveText('The two passwords differ.');
  await a.getByTestId('downline-confirm-input').fill(START_PASSWORD);
  await a.getByTestId('register-downline-submit').click();
  await expect(a.getByTestId('register-downline-success')).toContainText(`Agent ${downline} registered.`);

  // It finds it in team management and offers a daily salary: first above its own 1.50 %, refused here.
  await openAgentPage(a, 'teamManagement');
  await a.getByTestId('team-search-input').fill(downline);
  await a.getByTestId('team-search-submit').click();
  await expect(a.getByTestId(`team-row-${downline}`)).toBeVisible();
  await a.getByTestId(`team-contract-${downline}`).click();
  await expect(a.getByTestId('contract-form')).toBeVisible();
  await a.getByTestId('offer-tier-0-min').fill('0');
  await a.getByTestId('offer-tier-0-ratio').fill('2.00');
  await a.getByTestId('contract-submit').click();
  await expect(a.getByTestId('offer-tier-0-ratio-error')).toHaveText('Higher than your own contract allows.');
  await a.getByTestId('offer-tier-0-ratio').fill('0.80');
  await a.getByTestId('contract-submit').click();
  await expect(a.getByTestId('contract-sent-status')).toHaveText('Awaiting answer');
  await expect(a.getByTestId('contract-sent-terms')).toContainText('0.80 %');

  // The downline logs in on the agent side and must choose its own password first.
  const other = await browser.newContext({ baseURL });
  const b = await other.newPage();
  const api = new AccountApi(other.request);
  const tracker = await openVisitor(b, api);
  await b.goto('/agentHome');
  await reveal(b, b.getByTestId('agent-login'));
  await b.getByTestId('agent-login').click();
  await reveal(b, b.getByTestId('loginPopupModal'));
  await logIn(b, api, tracker, downline, START_PASSWORD);
  await reveal(b, b.getByTestId('changePassModal'));
  await b.getByTestId('change-newPassword-input').fill(OWN_PASSWORD);
  await b.getByTestId('change-confirmNewPassword-input').fill(OWN_PASSWORD);
  await b.getByTestId('change-password-submit').click();
  await reveal(b, b.getByTestId('header-member'));
  await closeNotice(b);
  await b.clock.resume();

  // It opens its agent centre from the member menu and finds the offer on the daily salary page.
  const menu = await openMemberMenu(b);
  await menu.getByTestId('menu-agent').click();
  await expect(b.getByTestId('agent-centre')).toHaveAttribute('data-page', 'agentTeamOverview');
  await openAgentPage(b, 'dailySalary');
  await expect(b.getByTestId('contract-current-none')).toBeVisible();
  const offer = b.getByTestId('contract-offer-daily');
  await expect(offer).toContainText(`Offer from ${DEMO.agent.account}`);
  await expect(offer.getByTestId('contract-offer-terms')).toContainText('0.80 %');
  await saveScreen(b, test.info(), 'agents/downline-offer-en-light');

  // Reject: asked first; cancelling changes nothing; confirmed it is rejected.
  await b.getByTestId('contract-reject').click();
  await expect(b.getByTestId('contract-confirm')).toContainText('Reject this offer?');
  await b.getByTestId('contract-confirm-cancel').click();
  await expect(b.getByTestId('contract-confirm')).toHaveCount(0);
  await b.getByTestId('contract-reject').click();
  await b.getByTestId('contract-confirm-confirm').click();
  await expect(b.getByTestId('contract-answered')).toHaveText('You rejected this offer.');

  // The upline sees the answer and offers again, from the terms it sent before.
  await a.getByTestId('contract-refresh').click();
  await expect(a.getByTestId('contract-sent-status')).toHaveText('Rejected');
  await a.getByTestId('contract-new').click();
  await expect(a.getByTestId('offer-tier-0-ratio')).toHaveValue('0.80');
  await a.getByTestId('offer-tier-0-ratio').fill('1.00');
  await a.getByTestId('contract-submit').click();
  await expect(a.getByTestId('contract-sent-status')).toHaveText('Awaiting answer');

  // The downline sees the new offer and accepts it; it is its contract now.
  await openAgentPage(b, 'myIncome');
  await openAgentPage(b, 'dailySalary');
  await expect(b.getByTestId('contract-offer-daily').getByTestId('contract-offer-terms')).toContainText('1.00 %');
  await b.getByTestId('contract-accept').click();
  await expect(b.getByTestId('contract-confirm')).toContainText('Accept this contract?');
  await saveScreen(b, test.info(), 'agents/downline-confirm-en-light');
  await b.getByTestId('contract-confirm-confirm').click();
  await expect(b.getByTestId('contract-current-terms')).toContainText('1.00 %');
  await expect(b.getByTestId('contract-current')).toContainText(`From ${DEMO.agent.account}`);

  await a.getByTestId('contract-refresh').click();
  await expect(a.getByTestId('contract-sent-status')).toHaveText('In force');
  await a.getByTestId('team-panel-close').click();
  await expect(a.getByTestId(`team-contract-${downline}-daily`)).toContainText('In force');

  // Bets settle into salary: the downline plays, the daily run pays it and (its team
  // being larger) its upline, each what its own contract gives less what is below it.
  const token = await b.evaluate(() => sessionStorage.getItem('token'));
  const player = new MemberApi(other.request, api.ip, downline, token!);
  await upline.member.post('/api/agent/transfers', { account: downline, amount: '100.00' });
  for (let i = 0; i < 3; i += 1) await player.post('/api/house/slot/rounds', { amount: '10.00' });
  const endOfToday = new Date();
  endOfToday.setUTCHours(24, 0, 1, 0);
  const { runs } = await new OperatorApi(request).post<{ runs: { merchantCode: string; settled: boolean }[] }>('/api/operator/jobs/agent-settlements', { kind: 'daily', at: endOfToday.toISOString() });
  // Each day settles once per server: another spec of this run may have settled today already.
  if (runs.some((run) => run.merchantCode === 'NG' && run.settled)) {
    await openAgentPage(b, 'myIncome');
    await expect(b.getByTestId('income-row-daily')).toBeVisible();
    await expect(b.getByTestId('income-amount-daily')).toHaveText('₦0.30');
    await openAgentPage(a, 'myIncome');
    await expect(a.getByTestId('income-row-daily').first()).toBeVisible();
  } else {
    test.info().annotations.push({ type: 'note', description: 'today was settled before this spec ran: income not checked' });
  }

  // Escape closes the centre; a background click does not.
  await a.getByTestId('agent-centre-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(a.getByTestId('agent-centre')).toBeVisible();
  await a.keyboard.press('Escape');
  await expect(a.getByTestId('agent-centre')).toHaveCount(0);
  await expect(a).toHaveURL(/\/agentHome$/);

  await other.close();
  await upline.context.close();
});

test('[AGENT-30] a member who is not an agent cannot open the agent centre', async ({ browser }) => {
  const member = await memberPage(browser, baseURL, DEMO.member.account, DEMO.member.password);
  await member.page.goto('/?agent=teamManagement');
  await expect(member.page.getByTestId('agent-home-refused')).toBeVisible();
  await expect(member.page.getByTestId('agent-centre')).toHaveCount(0);
  await expect(member.page).toHaveURL(/\/agentHome$/);
  await member.context.close();
});

test('[AGENT-30][ERRORS-15] a member logging in on the agent side is refused', async ({ page, request }) => {
  const api = new AccountApi(request);
  const tracker = await openVisitor(page, api);
  await page.goto('/agentHome');
  await reveal(page, page.getByTestId('agent-login'));
  await page.getByTestId('agent-login').click();
  await reveal(page, page.getByTestId('loginPopupModal'));
  await logIn(page, api, tracker, DEMO.member.account, DEMO.member.password);
  await reveal(page, page.getByTestId('form-error'));
  await expect(page.getByTestId('form-error')).toHaveText('Only agent accounts can log in here.');
  await expect(page.getByTestId('header-member')).toHaveCount(0);
});
