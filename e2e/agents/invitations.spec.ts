// An agent's invitation link, end to end: an agent made in this test (not the seeded one)
// finds its link and QR code in its agent centre, a visitor registers through the link, and
// the new member is in that agent's team.
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { AccountApi, DEMO, openVisitor, registerByMobileInPage, reveal, uniqueMobile } from '../accounts/support';
import { memberPage } from '../money/support';
import { freshAccount } from './support';
import { saveScreen } from '../screens';

const START_PASSWORD = 'Start@2468';
const OWN_PASSWORD = 'Mine@13579';

/** A downline agent registered by the demo agent, its own password chosen at its first login. */
async function newAgent(api: AccountApi): Promise<string> {
  const login = await api.sealed<{ token: string }>('post', '/api/session/login', { type: 'username', username: DEMO.agent.account, password: DEMO.agent.password, slider: await api.slider(), side: 'agent' });
  const account = freshAccount('inv');
  await api.ok('post', '/api/agent/team', { account, password: START_PASSWORD, type: 'agent' }, { Authorization: `Bearer ${login.value.token}` });
  const first = await api.sealed<{ token: string; mustChangePassword: boolean }>('post', '/api/session/login', { type: 'username', username: account, password: START_PASSWORD, slider: await api.slider() });
  expect(first.value.mustChangePassword).toBe(true);
  const changed = await api.sealed('post', '/api/member/password', { oldPassword: START_PASSWORD, newPassword: OWN_PASSWORD, confirmNewPassword: OWN_PASSWORD }, { Authorization: `Bearer ${first.value.token}` });
  expect(changed.success, JSON.stringify(changed)).toBe(true);
  return account;
}

test('an agent made in the test hands out its invitation link; a player who registers through it joins that agent\'s team', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const agent = await newAgent(new AccountApi(request));

  // The agent finds its link, with a QR code, in its agent centre.
  const agentSide = await memberPage(browser, baseURL, agent, OWN_PASSWORD);
  await agentSide.page.goto('/agentHome?agent=registerCenter');
  const links = agentSide.page.getByTestId('agent-invitations');
  await expect(links).toBeVisible();
  const link = await links.locator('[data-testid$="-link-value"]').first().inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/register\\?affiliateCode=[A-Z2-9]{8}$`));
  await expect(links.getByTestId('referral-qr-image').first()).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await saveScreen(agentSide.page, test.info(), 'agents/invitations', { fullPage: true });

  // A visitor opens the link and registers by mobile: the code is taken from the address.
  const api = new AccountApi(request);
  const tracker = await openVisitor(page, api);
  const mobile = uniqueMobile();
  await page.goto(link.replace(baseURL, ''));
  await reveal(page, page.getByTestId('register-form'));
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await expect(page.getByTestId('captcha')).not.toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(1100);
  // A valid code from the address hides the field (REGISTER-16).
  await expect(page.getByTestId('register-affiliateCode')).toHaveCount(0);
  await registerByMobileInPage(page, api, tracker, mobile);

  // The agent's team now holds the new member.
  await agentSide.page.goto('/agentHome?agent=teamManagement');
  await agentSide.page.getByTestId('team-search-input').fill(mobile);
  await agentSide.page.getByTestId('team-search-submit').click();
  await expect(agentSide.page.getByTestId(`team-row-${mobile}`)).toBeVisible();
  await agentSide.context.close();
});

test('an agent issues another link and retires the first', async ({ browser, request }) => {
  const agent = await newAgent(new AccountApi(request));
  const { context, page } = await memberPage(browser, baseURL, agent, OWN_PASSWORD);
  await page.goto('/agentHome?agent=registerCenter');
  const links = page.getByTestId('agent-invitations');
  await expect(links.locator('[data-testid$="-link-value"]')).toHaveCount(1);
  const first = await links.locator('[data-testid$="-code-value"]').first().inputValue();
  await page.getByTestId('agent-invitations-new').click();
  await expect(links.locator('[data-testid$="-link-value"]')).toHaveCount(2);
  await page.getByTestId(`agent-invitation-${first}-retire`).click();
  await expect(links.locator('[data-testid$="-link-value"]')).toHaveCount(1);
  await expect(page.getByTestId('agent-invitations-retired')).toHaveText('1 retired link no longer registers players.');
  await context.close();
});
