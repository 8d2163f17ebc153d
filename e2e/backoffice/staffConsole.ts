// Staff of the back office for the end-to-end specs: an account made with the operator's key
// (as the admin's API makes them), and its first sign-in in the console: password, enrolment
// with an authenticator (the code computed from the secret the screen shows, as an app would),
// the recovery codes saved.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { randomInt } from 'node:crypto';
import type { StaffRole } from '../../server/shared/staffRoles';
import { TOTP_DIGITS, TOTP_PERIOD_S } from '../../server/shared/staffRoles';
import { OPERATOR_KEY } from '../support';

export const STAFF_TEST_PASSWORD = 'a-long-staff-password-2026';

export interface TestStaff {
  username: string;
  role: StaffRole;
}

/** A new staff account of the role (POST /api/operator/staff, staff.manage). */
export async function newStaff(request: APIRequestContext, role: StaffRole): Promise<TestStaff> {
  const username = `${role}.${Date.now().toString(36).slice(-5)}${randomInt(100, 999)}`;
  const response = await request.post('/api/operator/staff', {
    headers: { 'X-Operator-Key': OPERATOR_KEY },
    data: { username, displayName: `${role} ${username.slice(-4)}`, role, password: STAFF_TEST_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { username, role };
}

const totpOf = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD_S, algorithm: 'SHA1' }).generate();

/** The staff member's first sign-in, in a browser context of its own; the console is open after it. */
export async function staffPage(browser: Browser, baseURL: string, staff: TestStaff): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/backoffice');
  const password = page.getByTestId('bo-password-step');
  await password.getByLabel('Staff name').fill(staff.username);
  await password.getByLabel('Password').fill(STAFF_TEST_PASSWORD);
  await password.getByRole('button', { name: 'Continue' }).click();
  const enrol = page.getByTestId('bo-enrol-step');
  const secret = (await enrol.getByTestId('bo-enrol-secret').textContent())!.trim();
  await enrol.getByLabel('Code').fill(totpOf(secret));
  await enrol.getByRole('button', { name: 'Finish setup' }).click();
  const codes = page.getByTestId('bo-recovery-codes');
  await codes.getByLabel('I have saved these codes').check();
  await codes.getByRole('button', { name: 'Continue to the back office' }).click();
  await expect(page.getByTestId('bo-who')).toBeVisible();
  return page;
}
