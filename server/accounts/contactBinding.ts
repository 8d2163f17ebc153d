// Binding a mobile number or an e-mail address to the account from "my account":
// a code sent to the new number or address proves it belongs to the member, with
// the rules of every code (single use, bound to this flow and destination, tries,
// resend countdown, send caps). A number or address another account holds is refused.
import { serverText } from '../i18n/texts';
import type { Language } from '../i18n/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { fieldProblem } from '../shared/registerRules';
import { isUniqueViolation, type AccountService, type Member, type UserRow } from './accounts';
import { writeAudit } from '../platform/audit';
import type { CodeService } from './codes';
import { parsePhone } from './phone';
import type { RegistrationService } from './registration';
import type { SystemService } from '../system/system';
import type { EmailDestination, MobileDestination } from '../shared/wire/accounts';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function createContactBindingService(db: Kysely<Database>, deps: { codes: CodeService; registration: RegistrationService; accounts: AccountService; system: SystemService }) {
  async function phoneOf(user: UserRow, mobileNum: string, countryDialingCode?: string) {
    const settings = await deps.system.settingsFor(user.merchant_code);
    return parsePhone(mobileNum, countryDialingCode, settings.merchant.dialing_code, await deps.registration.mobileRule(user.merchant_code));
  }

  async function emailOf(user: UserRow, email: string): Promise<string> {
    const value = email.trim();
    const rule = (await deps.registration.fieldRules(user.merchant_code)).find((r) => r.field === 'email');
    if (!EMAIL.test(value) || (rule && fieldProblem({ ...rule, required: true }, value))) throw new ApiFailure('invalid_email_format');
    return value;
  }

  async function assertFree(user: UserRow, column: 'mobile' | 'email', value: { dialingCode?: string; number?: string; email?: string }) {
    let query = db.selectFrom('users').select('id').where('merchant_code', '=', user.merchant_code).where('id', '!=', user.id);
    query = column === 'mobile' ? query.where('dialing_code', '=', value.dialingCode!).where('mobile_num', '=', value.number!) : query.where('email_key', '=', value.email!.toLowerCase());
    if (await query.executeTakeFirst()) throw new ApiFailure('account_exists', { field: column === 'mobile' ? 'mobileNum' : 'email' });
  }

  const expiredMinutes = async (user: UserRow) => (await deps.system.settingsFor(user.merchant_code)).merchant.code_expired_minutes;

  return {
    async sendMobileCode(user: UserRow, input: MobileDestination, ip: string, language?: Language) {
      const phone = await phoneOf(user, input.mobileNum, input.countryDialingCode);
      await assertFree(user, 'mobile', { dialingCode: phone.dialingCode, number: phone.number });
      return deps.codes.send({
        merchantCode: user.merchant_code,
        flow: 'bind',
        channel: 'sms',
        target: phone.target,
        ip,
        expiredMinutes: await expiredMinutes(user),
        deliver: true,
        text: (code, minutes) => serverText(language, 'sms.bindMobileCode', { code, minutes }),
      });
    },

    async sendEmailCode(user: UserRow, input: EmailDestination, ip: string, language?: Language) {
      const email = await emailOf(user, input.email);
      await assertFree(user, 'email', { email });
      return deps.codes.send({
        merchantCode: user.merchant_code,
        flow: 'bind',
        channel: 'email',
        target: email.toLowerCase(),
        ip,
        expiredMinutes: await expiredMinutes(user),
        deliver: true,
        text: (code, minutes) => serverText(language, 'email.bindEmailCode', { code, minutes }),
      });
    },

    async bindMobile(user: UserRow, input: MobileDestination & { verificationCode: string }, ip: string): Promise<Member> {
      const phone = await phoneOf(user, input.mobileNum, input.countryDialingCode);
      await assertFree(user, 'mobile', { dialingCode: phone.dialingCode, number: phone.number });
      const ticket = await deps.codes.check(user.merchant_code, 'bind', phone.target, input.verificationCode);
      try {
        const updated = await db.transaction().execute(async (trx) => {
          await deps.codes.consume(ticket, trx);
          const row = await trx.updateTable('users').set({ dialing_code: phone.dialingCode, mobile_num: phone.number }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
          await writeAudit(trx, { actor: `member:${user.merchant_code}:${user.account}`, ip: ip || null, action: 'mobile.bind', details: { dialingCode: phone.dialingCode } });
          return row;
        });
        return deps.accounts.member(updated);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiFailure('account_exists', { field: 'mobileNum' });
        throw err;
      }
    },

    async bindEmail(user: UserRow, input: EmailDestination & { verificationCode: string }, ip: string): Promise<Member> {
      const email = await emailOf(user, input.email);
      await assertFree(user, 'email', { email });
      const ticket = await deps.codes.check(user.merchant_code, 'bind', email.toLowerCase(), input.verificationCode);
      const updated = await db.transaction().execute(async (trx) => {
        await deps.codes.consume(ticket, trx);
        const row = await trx.updateTable('users').set({ email, email_key: email.toLowerCase() }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
        await writeAudit(trx, { actor: `member:${user.merchant_code}:${user.account}`, ip: ip || null, action: 'email.bind', details: {} });
        return row;
      });
      return deps.accounts.member(updated);
    },
  };
}

export type ContactBindingService = ReturnType<typeof createContactBindingService>;
