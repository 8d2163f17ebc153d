// Staff of the back office for end-to-end specs: a fresh account of the role asked for, made
// with the operator's key (as an administrator would in the console), then signed in through
// the console in a browser context of its own: the first sign-in enrols an authenticator (the
// code computed from the secret the enrolment screen shows) and saves the recovery codes.
import { expect, type Browser, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import type { StaffRole } from '../../server/shared/staffRoles';
import { TOTP_DIGITS, TOTP_PERIOD_S } from '../../server/shared/staffRoles';
import { OPERATOR_KEY } from '../support';

const PASSWORD = 'Backoffice@2026!';
let made = 0;

export function totpOf(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD_S, algorithm: 'SHA1' }).generate();
}

/** A new staff member of `role` signed in to the console in a context of their own. */
export async function staffPage(browser: Browser, baseURL: string, role: StaffRole, displayName: string): Promise<{ page: Page; close: () => Promise<void>; username: string }> {
  made += 1;
  const username = `${role}.e2e${Date.now().toString(36)}${made}`;
  const context = await browser.newContext({ baseURL });
  const created = await context.request.post('/api/operator/staff', { headers: { 'X-Operator-Key': OPERATOR_KEY }, data: { username, displayName, role, password: PASSWORD } });
  expect(created.ok(), await created.text()).toBe(true);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/backoffice');
  const password = page.getByTestId('bo-password-step');
  await password.getByLabel('Staff name').fill(username);
  await password.getByLabel('Password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Continue' }).click();
  const enrol = page.getByTestId('bo-enrol-step');
  await expect(enrol).toBeVisible();
  const secret = (await enrol.getByTestId('bo-enrol-secret').textContent())!.trim();
  await enrol.getByLabel('Code').fill(totpOf(secret));
  await enrol.getByRole('button', { name: 'Finish setup' }).click();
  const codes = page.getByTestId('bo-recovery-codes');
  await codes.getByLabel('I have saved these codes').check();
  await codes.getByRole('button', { name: 'Continue to the back office' }).click();
  await expect(page.getByTestId('bo-who')).toBeVisible();
  return { page, username, close: () => context.close() };
}
