// What every account flow works with: the services it calls, the request's merchant
// and address, and the checks the flows share (bot checks, audit records).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { AccountService, UserRow } from './accounts';
import { writeAudit, type AuditEntry } from '../platform/audit';
import type { ChallengeService, SliderAnswer } from './challenges';
import type { Clock } from '../platform/clock';
import type { DeferredWork } from '../platform/deferred';
import type { CodeService } from './codes';
import type { Counters } from './counters';
import type { LoginGuard } from './loginGuard';
import type { Outbox } from '../platform/outbox';
import type { RegistrationService } from './registration';
import type { SessionService } from './sessions';
import type { MerchantSettings, SystemService } from '../system/system';
import type { Language } from '../i18n/languages';

export interface AuthDeps {
  db: Kysely<Database>;
  clock: Clock;
  system: SystemService;
  accounts: AccountService;
  sessions: SessionService;
  codes: CodeService;
  challenges: ChallengeService;
  counters: Counters;
  guard: LoginGuard;
  outbox: Outbox;
  /** Work started after the answer (server/platform/deferred.ts). */
  deferred: DeferredWork;
  registration: RegistrationService;
  /** The spec's {secret}: a well-known initial password whose use forces a change. */
  defaultPassword?: string;
}

/** Who is asking: the X-Merchant header (resolved to a merchant), the client's address and language. */
export interface Caller {
  merchantHeader: string | undefined;
  ip: string;
  /** The request's Accept-Language, negotiated: the language of the SMS and e-mail it causes. */
  language?: Language;
}

export async function merchantOf(deps: AuthDeps, caller: Caller): Promise<MerchantSettings> {
  return deps.system.settingsFor(caller.merchantHeader);
}

/** The slider bot check: absent → verification_required; wrong, reused or too fast → captcha_check_failed. */
export async function requireSlider(deps: AuthDeps, slider: SliderAnswer | undefined): Promise<void> {
  if (!slider) throw new ApiFailure('verification_required', { check: 'slider' });
  if (!(await deps.challenges.verifySlider(slider))) throw new ApiFailure('captcha_check_failed', { check: 'slider' });
}

/** A text captcha; a failure carries a fresh one so the form can show it at once. */
export async function requireCaptcha(deps: AuthDeps, captchaId: string | undefined, captcha: string | undefined): Promise<void> {
  if (!captchaId || !captcha) throw new ApiFailure('captcha_required', { captcha: await deps.challenges.createCaptcha() });
  if (!(await deps.challenges.verifyCaptcha(captchaId, captcha))) {
    throw new ApiFailure('captcha_check_failed', { check: 'captcha', captcha: await deps.challenges.createCaptcha() });
  }
}

export function actorOf(user: Pick<UserRow, 'merchant_code' | 'account'>): string {
  return `member:${user.merchant_code}:${user.account}`;
}

/** The audit entry of an account flow. */
export function auditEntry(actor: string, ip: string, action: string, details: Record<string, unknown> = {}): AuditEntry {
  // Names typed by strangers are cut short: the log records attempts, not payloads.
  return { actor: actor.slice(0, 100), ip: ip || null, action, details };
}

export async function audit(deps: AuthDeps, actor: string, ip: string, action: string, details: Record<string, unknown> = {}): Promise<void> {
  await writeAudit(deps.db, auditEntry(actor, ip, action, details));
}
