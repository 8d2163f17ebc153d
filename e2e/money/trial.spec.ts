// A free-play (trial) account may look around but has no money of its own: the personal
// centre, by its address or from the member menu, asks for a real account instead, and
// the server refuses its money calls the same way.
import { expect, test } from '@playwright/test';
import { AccountApi } from '../accounts/support';
import { openMemberMenu } from './support';

test('[SESSION-24][SESSION-25] a free-play account opening the personal centre is asked to register a real account first', async ({ page, request }) => {
  const api = new AccountApi(request);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': api.ip });
  await page.addInitScript(() => {
    localStorage.setItem('region', 'NG');
    localStorage.setItem('lang', 'en');
  });
  await page.goto('/');
  await page.getByTestId('header-free-play').click();
  await expect(page.getByTestId('header-trial')).toBeVisible();

  // By its address.
  await page.goto('/?personal=transferFund');
  await expect(page.getByTestId('header-trial')).toBeVisible();
  await expect(page.getByTestId('trial-notice-text')).toHaveText('Please register a real account first.');
  await expect(page.getByTestId('personal-centre')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('trial-notice')).toHaveCount(0);
  await expect(page.getByTestId('personal-centre')).toHaveCount(0);

  // From the member menu.
  await (await openMemberMenu(page)).getByTestId('menu-memberCentre').click();
  await expect(page.getByTestId('trial-notice-text')).toHaveText('Please register a real account first.');
  await expect(page.getByTestId('personal-centre')).toHaveCount(0);

  // The server says the same to the trial token.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const answer = await request.get('/api/wallet/balance', { headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': api.ip, 'X-Merchant': 'NG' } });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toMatchObject({ success: false, errorCode: 'register_real_account_first' });
});
