// SMS through a sign-in provider in the browser (SMS-14, REGISTER-29, SMS-07): the page asks a
// provider on this machine (test/support/phoneProvider.ts, the Identity Toolkit's phone API)
// for the code, the player types the code the provider "sent", the page trades it there for a
// token, and the registration or login carries the token. The provider listens on the port
// after the worker's server, the origin the server's content security policy lets the page call.
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { startLocalPhoneProvider, type LocalPhoneProvider } from '../../test/support/phoneProvider';
import { AccountApi, openVisitor, reveal, submitRegistrationInPage, uniqueMobile } from './support';

test.describe.configure({ mode: 'serial' });

let provider: LocalPhoneProvider;
const NG = '+234';
/** The member the first test registers (by mobile: the number is the account), who logs in in the second. */
let registered = '';

test.beforeAll(async ({ request }) => {
  provider = await startLocalPhoneProvider({ port: Number(new URL(baseURL).port) + 1 });
  await new AccountApi(request).operator('/api/operator/phone-verification', {
    merchantCode: 'NG',
    enabled: true,
    projectId: provider.projectId,
    apiKey: provider.apiKey,
    apiUrl: provider.apiUrl,
    jwksUrl: provider.jwksUrl,
  });
});

test.afterAll(async ({ request }) => {
  // The other specs of this worker's server send their own codes again.
  await new AccountApi(request).operator('/api/operator/phone-verification', { merchantCode: 'NG', enabled: false, projectId: provider.projectId, apiKey: provider.apiKey });
  await provider?.close();
});

test('[REGISTER-29][SMS-14][SMS-07] registers by mobile: the provider sends the code, 60 s of countdown, its token goes with the registration', async ({ page, request }) => {
  const api = new AccountApi(request);
  const tracker = await openVisitor(page, api);
  const mobile = uniqueMobile();
  await page.goto('/');
  await page.getByTestId('header-register').click();
  await reveal(page, page.getByTestId('registerModal'));
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await page.clock.runFor(1100);
  await page.getByTestId('register-mobileNum-input').fill(mobile);
  await page.getByTestId('sms-code-button').click();
  // The provider's code: 60 s whatever the merchant's own codes last.
  await expect(page.getByTestId('sms-code-button')).toHaveText('60s');
  await expect.poll(() => provider.codeFor(`${NG}${mobile}`), { message: 'the provider sent a code' }).toBeTruthy();
  expect(await api.outboxCount(mobile), 'the portal sent nothing itself').toBe(0);

  // A wrong code is refused by the provider, in the player's words.
  const code = provider.codeFor(`${NG}${mobile}`)!;
  await page.getByTestId('register-verificationCode-input').fill(code === '000000' ? '111111' : '000000');
  await submitRegistrationInPage(page, api, tracker);
  await expect(page.getByTestId('form-error')).toHaveText('The verification code is not valid.');

  await page.getByTestId('register-verificationCode-input').fill(code);
  await submitRegistrationInPage(page, api, tracker);
  await reveal(page, page.getByTestId('header-account'));
  await expect(page.getByTestId('header-account')).toHaveText(mobile);
  registered = mobile;
});

test('[SMS-14][LOGIN-15] logs in by SMS through the provider; a token the provider did not sign is refused', async ({ page, request }) => {
  const api = new AccountApi(request);
  const member = { account: registered, mobile: registered };
  await openVisitor(page, api);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await reveal(page, page.getByTestId('loginPopupModal'));
  await page.getByTestId('login-tabs-sms').click();

  const askAndType = async () => {
    const before = provider.codes.length;
    await page.getByTestId('login-mobile-input').fill(member.mobile);
    await page.getByTestId('sms-code-button').click();
    await expect(page.getByTestId('sms-code-button')).toHaveText('60s');
    await expect.poll(() => provider.codes.length).toBeGreaterThan(before);
    await page.getByTestId('login-code-input').fill(provider.codeFor(`${NG}${member.mobile}`)!);
    await page.getByTestId('login-submit').click();
  };

  // A provider answering with a token signed by another key: the server refuses the number.
  provider.tamper = 'forged';
  try {
    await askAndType();
    await expect(page.getByTestId('form-error')).toHaveText('The verification did not match our records.');
  } finally {
    provider.tamper = 'none';
  }
  await page.clock.runFor(60_000);
  await askAndType();
  await reveal(page, page.getByTestId('header-member'));
  await expect(page.getByTestId('header-account')).toHaveText(member.account);
});
