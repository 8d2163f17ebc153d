// Sessions in the real page: free play and the trial account's gated actions, logging in
// on the /login page and on the agent side, the captcha after failures, SMS login with its
// countdown, agent02's forced change at first login, logout, a stored session and a
// revoked one, a visitor's gated action.
import { expect, test } from '@playwright/test';
import type { LoginAnswer } from '../../server/shared/wire/accounts';
import { openMemberMenu } from '../support';
import { AccountApi, closeNotice, DEMO, dragSlider, logIn, NEW_PASSWORD, openVisitor, reveal, storedSession, uniqueName } from './support';

test.describe('sessions', () => {
  test('[SESSION-15][SESSION-27][SESSION-28][SESSION-29][SESSION-23][SESSION-24][SESSION-25] free play logs a guest in; its gated actions ask for a real account', async ({ page, request }) => {
    const api = new AccountApi(request);
    await openVisitor(page, api);
    await page.goto('/promotions');
    await reveal(page, page.getByTestId('header-free-play'));
    await page.getByTestId('header-free-play').click();
    await reveal(page, page.getByTestId('header-trial'));
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    const menu = await openMemberMenu(page);
    await expect(menu.getByTestId('menu-changePassword'), 'a trial account has no password to change').toHaveCount(0);
    await menu.getByTestId('menu-deposit').click();
    await reveal(page, page.getByTestId('trial-notice'));
    await expect(page.getByTestId('trial-notice-text')).toHaveText('Please register a real account first.');
    await page.getByTestId('trial-notice-register').click();
    await reveal(page, page.getByTestId('registerModal'));
  });

  test('[SESSION-45][ERRORS-10] a visitor who tries to play is sent to /login', async ({ page, request }) => {
    const api = new AccountApi(request);
    await openVisitor(page, api);
    await page.goto('/game?vassalage=LIVE_V1');
    await reveal(page, page.getByTestId('game-login'));
    await page.getByTestId('game-login').click();
    await expect(page).toHaveURL(/\/login$/);
    await reveal(page, page.getByTestId('login-form'));
    await expect(page.getByTestId('login-page')).toBeVisible();
    await expect(page.getByTestId('loginPopupModal'), 'the page shows the form in place').toHaveCount(0);
  });

  test('[LOGIN-18][LOGIN-23][LOGIN-30][SESSION-01] the /login page logs in with the slider and ends at /', async ({ page, request }) => {
    const api = new AccountApi(request);
    const tracker = await openVisitor(page, api);
    await page.goto('/login');
    await reveal(page, page.getByTestId('login-form'));
    await logIn(page, api, tracker, DEMO.member.account, DEMO.member.password);
    await expect(page).toHaveURL(/\/$/);
    await reveal(page, page.getByTestId('header-account'));
    await expect(page.getByTestId('header-account')).toHaveText('demo');
    await expect(page.getByTestId('header-balance')).toHaveText(/₦\d{1,3}(,\d{3})*\.\d{2}/);
    const stored = await page.evaluate(() => ({ ...sessionStorage }));
    // The demo member has a mobile number, an e-mail, a real name and a birthday on file (SESSION-07).
    expect(stored).toMatchObject({ account: 'demo', isAgent: '0', customerId: expect.stringMatching(/^\d+$/), memberLabel: JSON.stringify(['mobile', 'email', 'realName', 'birthday']) });
  });

  test('[LOGIN-31][SESSION-26] an agent logging in on the agent side lands on /agentHome', async ({ page, request }) => {
    const api = new AccountApi(request);
    const tracker = await openVisitor(page, api);
    await page.goto('/agentHome');
    await reveal(page, page.getByTestId('agent-login'));
    await page.getByTestId('agent-login').click();
    await reveal(page, page.getByTestId('loginPopupModal'));
    await expect(page.getByTestId('loginPopupModal')).toContainText('Agent login');
    await logIn(page, api, tracker, DEMO.agent.account, DEMO.agent.password);
    await reveal(page, page.getByTestId('header-member'));
    await expect(page).toHaveURL(/\/agentHome$/);
    await closeNotice(page);
    await openMemberMenu(page);
    await expect(page.getByTestId('menu-agent')).toBeVisible();
    await expect(page.getByTestId('menu-myAccount')).toHaveCount(0);
  });

  test('[LOGIN-19][LOGIN-13][ERRORS-24] after repeated failures the answer brings a captcha; with it the login goes through', async ({ page, request }) => {
    const api = new AccountApi(request);
    const tracker = await openVisitor(page, api);
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await reveal(page, page.getByTestId('loginPopupModal'));
    const stranger = uniqueName('nobody');
    for (let i = 0; i < 3; i += 1) {
      await logIn(page, api, tracker, stranger, 'Wrong#Pass1');
      await expect(page.getByTestId('form-error')).toHaveText('The account or password is incorrect.');
      if (i < 2) await expect(page.getByTestId('login-captcha')).toHaveCount(0);
    }
    await expect(page.getByTestId('captcha-image')).toBeVisible();
    await page.getByTestId('login-captcha-input').fill(String(await api.answerOf(tracker.captchaId!)));
    await logIn(page, api, tracker, DEMO.member.account, DEMO.member.password);
    await reveal(page, page.getByTestId('header-member'));
  });

  test('[LOGIN-15][SMS-01][SMS-05][SMS-09][SMS-10][SMS-11] SMS login: the code button counts down from 60 s; the code logs in', async ({ page, request }) => {
    const api = new AccountApi(request);
    const tracker = await openVisitor(page, api);
    const member = await api.register();
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await reveal(page, page.getByTestId('loginPopupModal'));
    await page.getByTestId('login-tabs-sms').click();
    await page.getByTestId('login-mobile-input').fill(member.mobile);
    await page.getByTestId('sms-code-button').click();
    await dragSlider(page, api, tracker);
    const button = page.getByTestId('sms-code-button');
    await expect(button).toHaveText('60s');
    await expect(button).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(button).toHaveText('59s');
    await page.clock.runFor(59_000);
    await expect(button).toHaveText('Get code');
    await expect(button).toBeEnabled();
    await page.getByTestId('login-code-input').fill(await api.outboxCode(member.mobile));
    await page.getByTestId('login-submit').click();
    await reveal(page, page.getByTestId('header-member'));
    await expect(page.getByTestId('header-account')).toHaveText(member.account);
  });

  test('[CHANGEPW-13][CHANGEPW-02][CHANGEPW-04][LOGIN-25] agent02\'s first login forces a change of the password its agent chose', async ({ page, request }) => {
    const api = new AccountApi(request);
    const tracker = await openVisitor(page, api);
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await reveal(page, page.getByTestId('loginPopupModal'));
    await logIn(page, api, tracker, DEMO.downline.account, DEMO.downline.password);
    const modal = page.getByTestId('changePassModal');
    await reveal(page, modal);
    await expect(modal).toContainText('First login: choose your password');
    await expect(page.getByTestId('change-username-input')).toHaveValue('agent02');
    await expect(page.getByTestId('change-oldPassword-input'), 'the login just proved the old password').toHaveCount(0);
    await expect(page.getByTestId('header-change-password')).toBeVisible();
    await page.getByTestId('change-newPassword-input').fill(NEW_PASSWORD);
    await page.getByTestId('change-confirmNewPassword-input').fill(NEW_PASSWORD);
    await page.getByTestId('change-password-submit').click();
    await expect(modal).toHaveCount(0);
    await reveal(page, page.getByTestId('header-member'));
    // The new password is the one that works now, without a forced change.
    const again = await api.sealed<LoginAnswer>('post', '/api/session/login', {
      type: 'username',
      username: 'agent02',
      password: NEW_PASSWORD,
      slider: await api.slider(),
      side: 'member',
    });
    expect(again.success && again.value.mustChangePassword).toBe(false);
  });

  test('[SESSION-31][SESSION-32][SESSION-33][SESSION-34][SESSION-35] logout asks first, ends the token and keeps the merchant', async ({ page, request }) => {
    const api = new AccountApi(request);
    await openVisitor(page, api);
    const token = await storedSession(page, api, DEMO.member.account, DEMO.member.password);
    await page.goto('/promotions');
    await reveal(page, page.getByTestId('header-member'));
    await openMemberMenu(page);
    await page.getByTestId('menu-signOut').click();
    await reveal(page, page.getByTestId('logout-confirm'));
    await page.getByTestId('logout-cancel').click();
    await expect(page.getByTestId('header-member')).toBeVisible();
    await openMemberMenu(page);
    await page.getByTestId('menu-signOut').click();
    await reveal(page, page.getByTestId('logout-confirm-button'));
    await page.getByTestId('logout-confirm-button').click();
    await reveal(page, page.getByTestId('header-login'));
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => ({ ...sessionStorage }));
    expect(stored).toEqual({ merchantCode: 'NG', merchant: 'NG' });
    const refused = await api.call('get', '/api/member/info', undefined, { Authorization: `Bearer ${token}` });
    expect(refused.errorCode).toBe('not_logged_in');
  });

  test('[SESSION-03][SESSION-04] a stored token is a session after a reload; a revoked one returns to visitor', async ({ page, request }) => {
    const api = new AccountApi(request);
    await openVisitor(page, api);
    const token = await storedSession(page, api, DEMO.member.account, DEMO.member.password);
    await page.goto('/');
    await reveal(page, page.getByTestId('header-account'));
    await expect(page.getByTestId('header-account')).toHaveText('demo');
    await api.call('delete', '/api/session', undefined, { Authorization: `Bearer ${token}` });
    await page.reload();
    await reveal(page, page.getByTestId('header-login'));
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});
