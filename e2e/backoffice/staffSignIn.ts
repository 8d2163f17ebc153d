// A seeded demo staff member's first sign-in to the console, as a person does it: the password,
// then enrolment with an authenticator (the secret read from the enrolment screen, the code
// computed as an app would), then the recovery codes saved.
import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_S } from '../../server/shared/staffRoles';

/** The seeded demo staff (server/db/seed/staff.ts): one per role, named after it, none enrolled yet. */
export const STAFF_PASSWORD = 'Backoffice@2026!';

export function totpOf(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD_S, algorithm: 'SHA1' }).generate();
}

export async function firstSignIn(page: Page, username: string) {
  await page.goto('/backoffice');
  const password = page.getByTestId('bo-password-step');
  await password.getByLabel('Staff name').fill(username);
  await password.getByLabel('Password').fill(STAFF_PASSWORD);
  await password.getByRole('button', { name: 'Continue' }).click();

  const enrol = page.getByTestId('bo-enrol-step');
  await expect(enrol, `${username} must not be enrolled yet (a fresh database)`).toBeVisible();
  const secret = (await enrol.getByTestId('bo-enrol-secret').textContent())!.trim();
  await enrol.getByLabel('Code').fill(totpOf(secret));
  await enrol.getByRole('button', { name: 'Finish setup' }).click();

  const codes = page.getByTestId('bo-recovery-codes');
  await codes.getByLabel('I have saved these codes').check();
  await codes.getByRole('button', { name: 'Continue to the back office' }).click();
  await expect(page.getByTestId('bo-who')).toBeVisible();
}
