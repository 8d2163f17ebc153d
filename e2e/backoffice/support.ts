// The back office in a browser: a staff member's first sign-in (enrolment with an authenticator:
// the secret is read from the enrolment screen and the code computed as an app would), and a
// new member of staff made through the operator API for a spec that needs one of its own.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '../../server/shared/staffRoles';
import { TOTP_DIGITS, TOTP_PERIOD_S } from '../../server/shared/staffRoles';
import { OperatorApi } from '../money/support';

/** The seeded demo staff's password (server/db/seed): one per role, none enrolled yet. */
const STAFF_PASSWORD = 'Backoffice@2026!';

function totpOf(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD_S, algorithm: 'SHA1' }).generate();
}

/** A first sign-in: the password, the authenticator enrolled, the recovery codes saved. */
export async function signIn(page: Page, username: string, password = STAFF_PASSWORD) {
  await page.goto('/backoffice');
  const step = page.getByTestId('bo-password-step');
  await step.getByLabel('Staff name').fill(username);
  await step.getByLabel('Password').fill(password);
  await step.getByRole('button', { name: 'Continue' }).click();

  // First sign-in: the QR code with the secret beside it.
  const enrol = page.getByTestId('bo-enrol-step');
  await expect(enrol, `${username} must not be enrolled yet (a fresh database)`).toBeVisible();
  await expect(enrol.getByRole('img', { name: 'QR code to add the back office to an authenticator app' })).toBeVisible();
  const secret = (await enrol.getByTestId('bo-enrol-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
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

/**
 * A member of staff of its own for a spec (the seeded ones enrol once per server, and another
 * spec may have enrolled them): made with the operator key, not yet enrolled.
 */
export async function newStaff(request: APIRequestContext, role: StaffRole): Promise<{ username: string; password: string }> {
  const username = `${role}-${randomUUID().slice(0, 8)}`;
  const password = `Staff-${randomUUID()}`;
  await new OperatorApi(request).post('/api/operator/staff', { username, displayName: `${role} ${username.slice(-4)}`, role, password });
  return { username, password };
}
