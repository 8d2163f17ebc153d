// The back office's players end to end, each staff member and the player in a browser of their
// own: support finds a logged-in player in the console and locks them with a reason, and the
// player's next action returns their app to the visitor state; then an adjustment above the
// four-eyes threshold asked for by one finance staff member waits, and a second one approves
// it: the player's main wallet is credited once.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { FOUR_EYES_ABOVE_MAJOR } from '../../server/shared/staffRoles';
import { AccountApi } from '../accounts/support';
import { dismissNotice, logInApi, memberPage, minor } from '../money/support';
import { newStaff, signIn, type TestStaff } from './staff';

/** A staff member signed in, in a browser context of their own. */
async function staffPage(browser: Browser, staff: TestStaff): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signIn(page, staff);
  return page;
}

test('support finds a logged-in player and locks them: the player is logged out at their next action', async ({ browser, request }) => {
  const accounts = new AccountApi(request);
  const member = await accounts.register();
  const player = await memberPage(browser, baseURL, member.account, member.password);
  await player.page.goto('/?personal=messageV2');
  await dismissNotice(player.page);
  await expect(player.page.getByTestId('centre-page-messageV2')).toBeVisible();

  const desk = await staffPage(browser, await newStaff(request, 'support'));
  await desk.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Players' }).click();
  await desk.getByTestId('bo-players-q').fill(member.account);
  await desk.getByRole('button', { name: 'Find' }).click();
  await expect(desk).toHaveURL(new RegExp(`q=${member.account}`));
  const row = desk.getByTestId('bo-player-row').filter({ hasText: member.account });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: member.account }).click();
  await expect(desk.getByTestId('bo-player-account')).toHaveText(member.account);
  // Support may lock and reset, not adjust.
  await expect(desk.getByTestId('bo-adjustment')).toHaveCount(0);

  await desk.getByTestId('bo-lock-ask').click();
  await desk.getByTestId('bo-lock-reason').fill('Account shared with another person');
  await desk.getByTestId('bo-lock-confirm').click();
  await expect(desk.getByTestId('bo-lock-done')).toContainText(/Sessions ended: [1-9]/);
  await expect(desk.getByTestId('bo-player-state')).toHaveAttribute('data-locked', 'true');

  // The player's next action meets the ended session: the app is a visitor's again.
  await player.page.getByTestId('centre-refresh').click();
  await expect(player.page.getByTestId('header-login')).toBeVisible();
  expect(await player.page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await player.context.close();
  await desk.context().close();
});

test('an adjustment above the four-eyes threshold waits for a second finance staff member, who approves it', async ({ browser, request }) => {
  const accounts = new AccountApi(request);
  const member = await accounts.register();
  const memberApi = await logInApi(request, accounts, member.account, member.password);
  const before = minor((await memberApi.balance()).sumBalance);
  const amount = `${FOUR_EYES_ABOVE_MAJOR + 500}.00`;

  const asker = await staffPage(browser, await newStaff(request, 'finance'));
  await asker.goto(`/backoffice/players?q=${member.account}`);
  await asker.getByTestId('bo-player-row').filter({ hasText: member.account }).getByRole('link').click();
  const form = asker.getByTestId('bo-adjustment');
  await form.getByTestId('bo-adjust-amount').fill(amount);
  await form.getByTestId('bo-adjust-reason').fill('Compensation for a voided round');
  await form.getByTestId('bo-adjust-submit').click();
  await expect(form.getByTestId('bo-adjust-four-eyes')).toBeVisible();
  await form.getByTestId('bo-adjust-send').click();
  await expect(form).toHaveAttribute('data-state', 'pending');
  expect(minor((await memberApi.balance()).sumBalance)).toBe(before);
  // The one who asked sees it waiting, with no decision of theirs to make.
  await asker.goto('/backoffice/adjustments');
  const own = asker.getByTestId('bo-adjustment-row').filter({ hasText: member.account });
  await expect(own.getByTestId('bo-adjustment-mine')).toBeVisible();

  const approver = await staffPage(browser, await newStaff(request, 'finance'));
  await approver.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Pending adjustments' }).click();
  const row = approver.getByTestId('bo-adjustment-row').filter({ hasText: member.account });
  await row.getByTestId('bo-adjustment-approve').click();
  await expect(approver.getByTestId('bo-adjustment-decided')).toContainText(member.account);
  await expect(row).toHaveCount(0);
  expect(minor((await memberApi.balance()).sumBalance)).toBe(before + minor(amount));
  await asker.context().close();
  await approver.context().close();
});
