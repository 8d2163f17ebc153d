// Staff for the console's end-to-end tests. Each test makes its own staff member (through the
// operator API with the development key) and signs in as a person would: password, then the
// authenticator enrolment of a first sign-in, the code computed from the secret on the screen.
// Tests never share a staff member, so they run in any order and side by side.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_S, type StaffRole } from '../../server/shared/staffRoles';
import { OPERATOR_KEY } from '../support';

export interface TestStaff {
  username: string;
  password: string;
  role: StaffRole;
  /** The authenticator's secret, known once the first sign-in enrolled it. */
  secret?: string;
  /** The time step of the last code used: the server refuses a code used again. */
  lastStep?: number;
}

export function totpOf(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD_S, algorithm: 'SHA1' }).generate();
}

const stepNow = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_S);

/** A code for `staff` that was not used yet: after a code of this time step, the next step's. */
async function freshCode(page: Page, staff: TestStaff, secret: string): Promise<string> {
  if (staff.lastStep === stepNow()) await page.waitForTimeout((TOTP_PERIOD_S - ((Date.now() / 1000) % TOTP_PERIOD_S)) * 1000 + 200);
  staff.lastStep = stepNow();
  return totpOf(secret);
}

let made = 0;

/** A new staff member of `role`, not enrolled yet. */
export async function newStaff(request: APIRequestContext, role: StaffRole): Promise<TestStaff> {
  made += 1;
  const username = `e2e-${role}-${Date.now().toString(36)}${made}${Math.floor(Math.random() * 1e4)}`.slice(0, 32);
  const password = 'Staff-e2e-2026!';
  const answer = await request.post('/api/operator/staff', {
    headers: { 'X-Operator-Key': OPERATOR_KEY },
    data: { username, displayName: `E2E ${role}`, role, password },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { username, password, role };
}

/** Signs `staff` in on `page`: the enrolment of a first sign-in (the secret kept on `staff`). */
export async function signIn(page: Page, staff: TestStaff) {
  await page.goto('/backoffice');
  const password = page.getByTestId('bo-password-step');
  await password.getByLabel('Staff name').fill(staff.username);
  await password.getByLabel('Password').fill(staff.password);
  await password.getByRole('button', { name: 'Continue' }).click();

  if (staff.secret) {
    const code = page.getByTestId('bo-code-step');
    await code.getByLabel('Code').fill(await freshCode(page, staff, staff.secret));
    await code.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('bo-who')).toBeVisible();
    return;
  }

  // First sign-in: the QR code with the secret beside it.
  const enrol = page.getByTestId('bo-enrol-step');
  await expect(enrol, `${staff.username} must not be enrolled yet`).toBeVisible();
  await expect(enrol.getByRole('img', { name: 'QR code to add the back office to an authenticator app' })).toBeVisible();
  const secret = (await enrol.getByTestId('bo-enrol-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  staff.secret = secret;
  staff.lastStep = stepNow();
  await enrol.getByLabel('Code').fill(totpOf(secret));
  await enrol.getByRole('button', { name: 'Finish setup' }).click();

  // The recovery codes, once; continuing needs the box ticked.
  const codes = page.getByTestId('bo-recovery-codes');
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const next = codes.getByRole('button', { name: 'Continue to the back office' });
  await expect(next).toBeDisabled();
  await codes.getByLabel('I have saved these codes').check();
  await next.click();
  await expect(page.getByTestId('bo-who')).toBeVisible();
}
