// The gift popup (SHELL-79) in the real page against the real server: the rewards an operator
// granted and the member has not claimed yet, shown after login with their claim (the reward
// centre's), once per login session. The seeded demo member has no reward waiting, so the
// other specs that log it in never meet the popup; lucky01 has one (server/db/seed/wallet.ts).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { AccountApi, DEMO, logIn, openVisitor, reveal, screenshot } from '../accounts/support';
import { expectHeaderBalance, logInApi, memberPage, minor, OperatorApi } from '../money/support';

test.describe.configure({ mode: 'serial' });

type Rewards = { items: { id: string; title: string; amount: string; status: string }[]; available: number };

const gift = (page: Page) => page.getByTestId('gift-modal');
const loginPopup = (page: Page) => page.getByTestId('loginPopupModal');

/** The page's header shows the member (the login has finished and the member is loaded). */
async function signedIn(page: Page) {
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

/** The popup stays away: the session's look has been made (session storage says so) and nothing opened. */
async function noGift(page: Page) {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('giftSeen')), { message: 'the session looked for gifts' }).toBe('1');
  await page.waitForTimeout(300);
  await expect(gift(page)).toHaveCount(0);
}

test('[SHELL-79] a member with a reward waiting sees the gift popup after login, claims it, and it does not come back on reload', async ({ page, request }, testInfo) => {
  const api = new AccountApi(request);
  const lucky = await logInApi(request, api, DEMO.gifted.account, DEMO.gifted.password);
  let rewards = await lucky.get<Rewards>('/api/rewards');
  if (!rewards.items.some((r) => r.status === 'available')) {
    // Claimed already on this server (a second run): the operator grants the same again.
    await new OperatorApi(request).post('/api/operator/rewards', { merchantCode: 'NG', account: DEMO.gifted.account, title: 'Welcome reward', amount: '88.00' });
    rewards = await lucky.get('/api/rewards');
  }
  const waiting = rewards.items.filter((r) => r.status === 'available');
  const before = minor((await lucky.balance()).sumBalance);

  const tracker = await openVisitor(page, api, { theme: 'light' });
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await reveal(page, loginPopup(page));
  await logIn(page, api, tracker, DEMO.gifted.account, DEMO.gifted.password);
  await reveal(page, gift(page));
  await expect(loginPopup(page)).toHaveCount(0);
  await signedIn(page);

  const modal = gift(page);
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText('A gift for you');
  await expect(modal.getByTestId('gift-row')).toHaveCount(waiting.length);
  const target = waiting[0]!;
  const row = modal.locator(`[data-testid="gift-row"][data-id="${target.id}"]`);
  await expect(row).toContainText(target.title);
  await expect(row.getByTestId('gift-amount')).toHaveText(`₦${Number(target.amount).toLocaleString('en', { minimumFractionDigits: 2 })}`);
  await screenshot(page, testInfo, 'gift-popup-light', modal);

  await row.getByTestId('gift-claim').click();
  await expect(row.getByTestId('gift-credited')).toHaveText(`₦${Number(target.amount).toLocaleString('en', { minimumFractionDigits: 2 })} was added to your balance`);
  await expect(row).toHaveAttribute('data-status', 'claimed');
  // The server says so too, and the header shows the balance it credited.
  const after = await lucky.get<Rewards>('/api/rewards');
  expect(after.items.find((r) => r.id === target.id)?.status).toBe('claimed');
  expect(minor((await lucky.balance()).sumBalance)).toBe(before + minor(target.amount));
  await expectHeaderBalance(page, before + minor(target.amount), 'the claimed reward is in the header balance');

  // Escape closes it (it sits above the after-login notice, which stays for its own Escape).
  await page.keyboard.press('Escape');
  await expect(gift(page)).toHaveCount(0);

  // Shown once per login session: a reload of the same session does not bring it back.
  await page.reload();
  await page.clock.runFor(500);
  await signedIn(page);
  await noGift(page);
});

test('[SHELL-79] in the dark theme: a restored session with a granted reward sees it; closed, a reload does not bring it back', async ({ browser, request }, testInfo) => {
  const member = await new AccountApi(request).register();
  await new OperatorApi(request).post('/api/operator/rewards', { merchantCode: 'NG', account: member.account, title: 'Birthday gift', amount: '25.00' });
  const { context, page } = await memberPage(browser, baseURL, member.account, member.password, { theme: 'dark' });
  try {
    await page.goto('/');
    await expect(gift(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(gift(page).getByTestId('gift-row')).toHaveCount(1);
    await expect(gift(page).getByTestId('gift-amount')).toHaveText('₦25.00');
    await screenshot(page, testInfo, 'gift-popup-dark', gift(page));
    // The close button closes it, like the other popups.
    await gift(page).getByRole('button', { name: 'Close' }).click();
    await expect(gift(page)).toHaveCount(0);
    await page.reload();
    await signedIn(page);
    await noGift(page);
  } finally {
    await context.close();
  }
});

/** A new member with a reward the operator granted, in a page with its stored session. */
async function giftedMember(browser: Browser, request: APIRequestContext, title: string, amount: string) {
  const member = await new AccountApi(request).register();
  await new OperatorApi(request).post('/api/operator/rewards', { merchantCode: 'NG', account: member.account, title, amount });
  return memberPage(browser, baseURL, member.account, member.password);
}

test('[SHELL-79] a click on the background closes the gift popup', async ({ browser, request }) => {
  const { context, page } = await giftedMember(browser, request, 'Loyalty gift', '12.00');
  try {
    await page.goto('/');
    await expect(gift(page)).toBeVisible();
    await page.getByTestId('gift-modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(gift(page)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('[SHELL-79] "view in the reward centre" closes the gift popup and opens the reward centre on the reward', async ({ browser, request }) => {
  const { context, page } = await giftedMember(browser, request, 'Loyalty gift', '12.00');
  try {
    await page.goto('/');
    await expect(gift(page)).toBeVisible();
    await gift(page).getByTestId('gift-view').click();
    await expect(gift(page)).toHaveCount(0);
    await expect(page.getByTestId('personal-centre')).toHaveAttribute('data-page', 'rewardCenter');
    await expect(page.getByTestId('reward-card').filter({ hasText: 'Loyalty gift' })).toHaveAttribute('data-status', 'available');
  } finally {
    await context.close();
  }
});

test('[SHELL-79] a member without a reward waiting never sees the gift popup', async ({ page, request }) => {
  const api = new AccountApi(request);
  const demo = await logInApi(request, api, DEMO.member.account, DEMO.member.password);
  expect((await demo.get<Rewards>('/api/rewards')).available, 'the seed keeps the demo member without a waiting reward').toBe(0);
  const tracker = await openVisitor(page, api);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await reveal(page, loginPopup(page));
  await logIn(page, api, tracker, DEMO.member.account, DEMO.member.password);
  await expect(loginPopup(page)).toHaveCount(0);
  await page.clock.runFor(500);
  await signedIn(page);
  await noGift(page);
});
