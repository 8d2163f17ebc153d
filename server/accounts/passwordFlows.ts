// Changing and recovering passwords (spec sections 4, 5 and 8): change while logged
// in, forgot by e-mail (a one-time temporary password), reset by SMS code. A new
// password ends every session of the account at once (trust.md).
import { serverText } from '../i18n/texts';
import { ApiFailure } from '../http/envelope';
import { fieldProblem } from '../shared/registerRules';
import { TRIAL_TYPE, type UserRow } from './accounts';
import { actorOf, audit, merchantOf, requireSlider, type AuthDeps, type Caller } from './authContext';
import type { ChangePasswordRequest, ResetBySmsRequest, SmsRequest, TokenAndMember } from '../shared/wire/accounts';
import { HOUR, MINUTE } from '../platform/clock';
import { parsePhone } from './phone';
import { normaliseOptionalPassword, normalisePassword, passwordLengthOk, PASSWORD_MIN_LENGTH } from '../shared/passwordRules';
import { hashPassword, verifyPassword } from './passwords';
import { readableText, sha256Hex } from './secrets';
import type { SessionRow } from './sessions';

export const TEMPORARY_PASSWORD_TTL_MS = 30 * MINUTE;
/** Wrong current passwords a logged-in member may type before waiting. */
const CHANGE_ATTEMPTS: { limit: number; ms: number } = { limit: 5, ms: 15 * MINUTE };
const FORGOT_PER_ACCOUNT_PER_HOUR = 3;
const FORGOT_PER_IP_PER_HOUR = 10;
const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** The bodies of POST /api/member/password and /api/member/password/sms (server/shared/wire/accounts.ts). */
export type ChangePasswordInput = ChangePasswordRequest;
export type ResetBySmsInput = ResetBySmsRequest;

export function createPasswordFlows(deps: AuthDeps) {
  const { db, clock, accounts, sessions, codes, counters, deferred } = deps;

  /** The merchant's password rule plus trust.md's floor; refuses with invalid_password_format. */
  async function assertNewPassword(merchantCode: string, password: string) {
    const rule = (await deps.registration.fieldRules(merchantCode)).find((r) => r.field === 'password');
    const problem = rule ? fieldProblem({ ...rule, required: true }, password) : undefined;
    if (problem) {
      throw new ApiFailure(problem === 'required' ? 'missing_credentials' : 'invalid_password_format', {
        field: 'newPassword',
        problem,
        patternId: rule!.patternId,
        minLength: rule!.minLength,
        maxLength: rule!.maxLength,
      });
    }
    if (!passwordLengthOk(password)) {
      throw new ApiFailure('invalid_password_format', { field: 'newPassword', problem: 'length', minLength: PASSWORD_MIN_LENGTH });
    }
  }

  return {
    async change(session: SessionRow, user: UserRow, given: ChangePasswordInput, caller: Caller): Promise<TokenAndMember> {
      const input = {
        ...given,
        oldPassword: normaliseOptionalPassword(given.oldPassword),
        newPassword: normalisePassword(given.newPassword),
        confirmNewPassword: normalisePassword(given.confirmNewPassword),
      };
      await assertNewPassword(user.merchant_code, input.newPassword);
      if (input.confirmNewPassword !== input.newPassword) throw new ApiFailure('confirmation_mismatch', { field: 'confirmNewPassword' });
      // A session opened with a forced change has just proved the password (perhaps a
      // temporary one): the form hides the old-password field then (spec section 2).
      if (!session.password_change_pending) {
        if (!input.oldPassword) throw new ApiFailure('missing_credentials', { field: 'oldPassword' });
        const attempts = await counters.state('password_change:user', String(user.id), CHANGE_ATTEMPTS);
        if (attempts.blockedForMs > 0) throw ApiFailure.retryLater('account_locked', attempts.blockedForMs / 1000);
        if (!(await verifyPassword(user.password_hash, input.oldPassword))) {
          await counters.record('password_change:user', String(user.id));
          await audit(deps, actorOf(user), caller.ip, 'password.change_failed');
          throw new ApiFailure('old_password_incorrect');
        }
      }
      if (await verifyPassword(user.password_hash, input.newPassword)) throw new ApiFailure('password_unchanged');
      const hash = await hashPassword(input.newPassword);
      const token = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: hash, password_set_by: 'self', password_changed_at: clock() })
          .where('id', '=', user.id)
          .execute();
        await trx.updateTable('password_resets').set({ used_at: clock() }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
        await sessions.revokeAllOf(user.id, 'password_change', trx);
        return sessions.open(user, { via: 'password_change', side: session.side, ip: caller.ip || null, deviceId: session.device_id }, trx);
      });
      await audit(deps, actorOf(user), caller.ip, 'password.change', { forced: session.password_change_pending });
      const fresh = (await accounts.byId(user.id))!;
      return { token, member: await accounts.member(fresh) };
    },

    /**
     * Forgot by e-mail: when the account and e-mail match, a temporary password is
     * e-mailed (usable once within 30 minutes, next to the current one; it forces a
     * change). The answer is the same whether or not anything matched.
     */
    async forgotByEmail(input: { username: string; email: string }, caller: Caller): Promise<{ sent: true }> {
      const merchant = (await merchantOf(deps, caller)).merchant;
      const username = input.username.trim();
      const email = input.email.trim().toLowerCase();
      if (!username) throw new ApiFailure('missing_credentials', { field: 'username' });
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ApiFailure('invalid_email_format', { field: 'email' });
      const accountKey = `${merchant.code}:${username.toLowerCase()}`;
      const [perAccount, perIp] = await Promise.all([
        counters.state('forgot:account', accountKey, { limit: FORGOT_PER_ACCOUNT_PER_HOUR, ms: HOUR }),
        counters.state('forgot:ip', caller.ip, { limit: FORGOT_PER_IP_PER_HOUR, ms: HOUR }),
      ]);
      const blocked = Math.max(perAccount.blockedForMs, perIp.blockedForMs);
      if (blocked > 0) throw ApiFailure.retryLater('too_many_requests', blocked / 1000);
      await counters.record('forgot:account', accountKey);
      await counters.record('forgot:ip', caller.ip);

      const user = await accounts.byAccount(merchant.code, username);
      const matches = Boolean(user && user.email_key === email && user.role === 'member' && user.type !== TRIAL_TYPE && !user.locked);
      // The temporary password is written and mailed after the answer: both answers are
      // the same and take the same time, matched or not (no enumeration, trust.md).
      const now = clock();
      if (user && matches) deferred.run('password.forgot.email', async () => {
        const temporary = readableText(12, TEMPORARY_PASSWORD_ALPHABET);
        await db
          .insertInto('password_resets')
          .values({ user_id: user.id, secret_hash: sha256Hex(temporary), created_at: now, expires_at: new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS) })
          .execute();
        await deps.outbox.send({
          channel: 'email',
          to: user.email!,
          code: temporary,
          text: serverText(caller.language, 'email.temporaryPassword', { account: user.account, password: temporary, minutes: TEMPORARY_PASSWORD_TTL_MS / 60_000 }),
        });
      });
      await audit(deps, `forgot:${merchant.code}:${username}`, caller.ip, 'password.forgot', { matched: matches });
      return { sent: true };
    },

    /** The reset SMS: sent only to a number with an account; the answer is the same either way. */
    async sendResetCode(input: SmsRequest, caller: Caller) {
      const settings = await merchantOf(deps, caller);
      const merchant = settings.merchant;
      if (settings.switches.MOBILENUMPASSREG3 !== 1) throw new ApiFailure('operation_not_allowed');
      const phone = parsePhone(input.mobileNum, input.countryDialingCode, merchant.dialing_code, await deps.registration.mobileRule(merchant.code));
      if (input.slider) await requireSlider(deps, input.slider);
      const user = await accounts.byMobile(merchant.code, phone.dialingCode, phone.number);
      return codes.send({
        merchantCode: merchant.code,
        flow: 'reset',
        channel: 'sms',
        target: phone.target,
        ip: caller.ip,
        expiredMinutes: merchant.code_expired_minutes,
        deliver: Boolean(user && user.role === 'member' && user.type !== TRIAL_TYPE && !user.locked),
        text: (code, minutes) => serverText(caller.language, 'sms.resetCode', { code, minutes }),
      });
    },

    /** Reset by phone: a new password with the SMS code, then logged in (spec-notes ruling 13). */
    async resetBySms(given: ResetBySmsInput, caller: Caller): Promise<TokenAndMember> {
      const input = { ...given, newPassword: normalisePassword(given.newPassword), confirmNewPassword: normaliseOptionalPassword(given.confirmNewPassword) };
      const settings = await merchantOf(deps, caller);
      const merchant = settings.merchant;
      if (settings.switches.MOBILENUMPASSREG3 !== 1) throw new ApiFailure('operation_not_allowed');
      const phone = parsePhone(input.mobileNum, input.countryDialingCode, merchant.dialing_code, await deps.registration.mobileRule(merchant.code));
      if (!input.verificationCode) throw new ApiFailure('missing_code');
      await assertNewPassword(merchant.code, input.newPassword);
      if (input.confirmNewPassword !== undefined && input.confirmNewPassword !== input.newPassword) {
        throw new ApiFailure('confirmation_mismatch', { field: 'confirmNewPassword' });
      }
      if (input.slider) await requireSlider(deps, input.slider);
      const ticket = await codes.check(merchant.code, 'reset', phone.target, input.verificationCode);
      const user = await accounts.byMobile(merchant.code, phone.dialingCode, phone.number);
      if (!user || user.role !== 'member' || user.type === TRIAL_TYPE) throw new ApiFailure('invalid_code', { triesLeft: 0 });
      if (user.locked) throw new ApiFailure('account_locked', undefined, 403);
      const hash = await hashPassword(input.newPassword);
      const token = await db.transaction().execute(async (trx) => {
        await codes.consume(ticket, trx);
        const now = clock();
        await trx
          .updateTable('users')
          .set({ password_hash: hash, password_set_by: 'self', password_changed_at: now, last_login_at: now })
          .where('id', '=', user.id)
          .execute();
        await sessions.revokeAllOf(user.id, 'password_reset', trx);
        return sessions.open(user, { via: 'reset', ip: caller.ip || null }, trx);
      });
      await audit(deps, actorOf(user), caller.ip, 'password.reset', { via: 'sms' });
      const fresh = (await accounts.byId(user.id))!;
      return { token, member: await accounts.member(fresh) };
    },
  };
}

export type PasswordFlows = ReturnType<typeof createPasswordFlows>;
