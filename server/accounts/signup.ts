// Registration (spec sections 4 and 5): by username or by mobile number, under the
// merchant's switches and per-field rules, with bot checks, the SMS code when
// REGMOBVERF3 is on, invitation codes, the age check, and an optional login.
import { serverText } from '../i18n/texts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ErrorCode } from '../shared/errorCodes';
import { ApiFailure } from '../http/envelope';
import { isTrialType } from '../shared/accountTypes';
import { calendarDay, MINIMUM_AGE, oldEnough, parseBirthday } from '../shared/age';
import { fieldProblem, type FieldProblem, type FieldRule } from '../shared/registerRules';
import { isUniqueViolation, type UserRow } from './accounts';
import { actorOf, audit, merchantOf, requireCaptcha, requireSlider, type AuthDeps, type Caller } from './authContext';
import type { RegisterAnswer, RegisterBody, SignInFinish, SmsRequest } from '../shared/wire/accounts';
import type { SignInProvider } from '../shared/signIn';
import type { ProviderIdentity } from './providerProtocol';
import { unusablePassword } from './passwords';
import { readableText } from './secrets';
import { HOUR } from '../platform/clock';
import type { CodeTicket } from './codes';
import { parsePhone, type Phone } from './phone';
import { spendPhoneToken, verifyPhoneToken, type PhoneProof } from './phoneToken';
import { normaliseOptionalPassword, normalisePassword, passwordLengthOk, PASSWORD_MIN_LENGTH } from '../shared/passwordRules';
import type { RegisterField } from './registration';

/** Sign-ups and "already registered" answers per IP per hour (the one place an account's existence shows). */
export const REGISTRATIONS_PER_IP_PER_HOUR = 20;

/** The registration body (server/shared/wire/accounts.ts); the service checks every field against the merchant's rules. */
export type RegisterInput = RegisterBody;

export type RegisterResult = RegisterAnswer;

/** The error a broken field rule answers with (spec section 8 where it has one). */
function codeFor(field: RegisterField, problem: FieldProblem): ErrorCode {
  switch (field) {
    case 'username':
      return problem === 'required' ? 'missing_credentials' : 'invalid_account_format';
    case 'password':
    case 'confirmPassword':
      return problem === 'required' ? 'missing_credentials' : 'invalid_password_format';
    case 'email':
      return 'invalid_email_format';
    case 'mobileNum':
      return problem === 'required' ? 'missing_phone_number' : 'invalid_phone_number';
    case 'payeeName':
      return 'invalid_real_name_format';
    case 'verificationCode':
      return problem === 'required' ? 'missing_code' : 'invalid_code';
    case 'captcha':
      return 'captcha_required';
    case 'affiliateCode':
      return 'invalid_invitation_code';
    default:
      return 'invalid_field_format';
  }
}

function refuseField(rule: FieldRule, problem: FieldProblem): never {
  throw new ApiFailure(codeFor(rule.field as RegisterField, problem), {
    field: rule.field,
    problem,
    patternId: rule.patternId,
    minLength: rule.minLength,
    maxLength: rule.maxLength,
  });
}

/** Where the player signed up counts as a known place for the extra login check. */
async function rememberSignUpPlace(trx: Transaction<Database>, userId: number, ip: string, deviceId: string | undefined, now: Date) {
  for (const place of [{ kind: 'ip' as const, value: ip }, { kind: 'device' as const, value: deviceId ?? '' }]) {
    if (place.value) await trx.insertInto('known_logins').values({ user_id: userId, kind: place.kind, value: place.value, first_seen: now, last_seen: now }).execute();
  }
}

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

export function createSignupService(deps: AuthDeps) {
  const { db, clock, accounts, codes, counters, sessions } = deps;

  async function invitationAgent(merchantCode: string, code: string, domain: string | undefined): Promise<number> {
    const row = await db
      .selectFrom('affiliate_codes')
      .innerJoin('users', 'users.id', 'affiliate_codes.agent_id')
      .select(['affiliate_codes.agent_id', 'affiliate_codes.domain', 'users.type', 'users.locked'])
      .where('affiliate_codes.code', '=', code.toUpperCase())
      .where('affiliate_codes.merchant_code', '=', merchantCode)
      .where('affiliate_codes.active', '=', true)
      .executeTakeFirst();
    const domainOk = !row?.domain || (domain !== undefined && row.domain.toLowerCase() === domain.trim().toLowerCase());
    if (!row || row.locked || !domainOk) throw new ApiFailure('invalid_invitation_code', { field: 'affiliateCode' });
    return row.agent_id;
  }

  return {
    /** GET /api/agent/affiliate: whether an invitation code is usable on this merchant and domain. */
    async affiliateValid(code: string, domain: string | undefined, caller: Caller): Promise<boolean> {
      const merchant = (await merchantOf(deps, caller)).merchant;
      if (!/^[A-Za-z0-9]{4,20}$/.test(code)) return false;
      return invitationAgent(merchant.code, code, blankToUndefined(domain)).then(
        () => true,
        () => false,
      );
    },

    /** Sends the registration SMS code. The same answer whether or not the number is taken. */
    async sendRegisterCode(input: SmsRequest, caller: Caller) {
      const settings = await merchantOf(deps, caller);
      const merchant = settings.merchant;
      if (settings.switches.DIRECTREG3 !== 1 || settings.switches.REGMOBVERF3 !== 1) throw new ApiFailure('operation_not_allowed');
      // With SMS through a sign-in provider the provider sends the codes, not the portal.
      if (settings.phoneVerification) throw new ApiFailure('operation_not_allowed');
      const phone = parsePhone(input.mobileNum, input.countryDialingCode, merchant.dialing_code, await deps.registration.mobileRule(merchant.code));
      if (input.slider) await requireSlider(deps, input.slider);
      return codes.send({
        merchantCode: merchant.code,
        flow: 'register',
        channel: 'sms',
        target: phone.target,
        ip: caller.ip,
        expiredMinutes: merchant.code_expired_minutes,
        deliver: true,
        text: (code, minutes) => serverText(caller.language, 'sms.registerCode', { code, minutes }),
      });
    },

    async register(given: RegisterInput, caller: Caller): Promise<RegisterResult> {
      const input = { ...given, password: normalisePassword(given.password), confirmPassword: normalisePassword(given.confirmPassword) };
      const settings = await merchantOf(deps, caller);
      const merchant = settings.merchant;
      const { switches } = settings;
      if (switches.DIRECTREG3 !== 1) throw new ApiFailure('operation_not_allowed');
      if (input.type === 'register' && switches.USERNAMEREG3 !== 1) throw new ApiFailure('operation_not_allowed');
      if (input.type === 'registerMobile' && switches.MOBILENUMREG3 !== 1) throw new ApiFailure('operation_not_allowed');
      if (input.termsAccepted !== true) throw new ApiFailure('terms_not_accepted');

      const rules = new Map((await deps.registration.fieldRules(merchant.code)).map((r) => [r.field as RegisterField, r]));
      const byMobile = input.type === 'registerMobile';
      const smsOn = switches.REGMOBVERF3 === 1;
      const values: Partial<Record<RegisterField, string | undefined>> = {
        username: byMobile ? input.mobileNum?.replace(/[ -]/g, '') : input.username?.trim(),
        password: input.password,
        confirmPassword: input.confirmPassword,
        payeeName: blankToUndefined(input.payeeName),
        email: blankToUndefined(input.email),
        qqNum: blankToUndefined(input.qqNum),
        mobileNum: blankToUndefined(input.mobileNum)?.replace(/[ -]/g, ''),
        recommenderId: blankToUndefined(input.recommenderId),
        captcha: blankToUndefined(input.captcha),
        verificationCode: blankToUndefined(input.verificationCode),
        affiliateCode: blankToUndefined(input.affiliateCode),
        paymentPassword: normaliseOptionalPassword(input.paymentPassword) || undefined,
        line: blankToUndefined(input.line),
        whatsapp: blankToUndefined(input.whatsapp),
        facebook: blankToUndefined(input.facebook),
        wechat: blankToUndefined(input.wechat),
        idNumber: blankToUndefined(input.idNumber),
        countryDialingCode: blankToUndefined(input.countryDialingCode),
        birthday: blankToUndefined(input.birthday),
      };

      // Rules of enabled fields; a disabled field's value is ignored.
      const enabled = (field: RegisterField) => rules.get(field)?.enabled === true;
      for (const [field, rule] of rules) {
        if (!rule.enabled) continue;
        // The username of a mobile registration is the number, checked by the mobile rule.
        if (byMobile && field === 'username') continue;
        // The code is asked for only when SMS verification is on.
        if (field === 'verificationCode' && !smsOn) continue;
        // Through a sign-in provider its token stands in for the code, and is checked below.
        if (field === 'verificationCode' && settings.phoneVerification) continue;
        const required = rule.required || (byMobile && field === 'mobileNum') || (smsOn && field === 'verificationCode');
        const problem = fieldProblem({ ...rule, required }, values[field]);
        if (problem) refuseField(rule, problem);
      }
      if (!values.username || !input.password) throw new ApiFailure('missing_credentials');
      // trust.md's floor, whatever the rules say (the database also refuses weaker rules).
      if (!passwordLengthOk(input.password)) {
        throw new ApiFailure('invalid_password_format', { field: 'password', problem: 'length', minLength: PASSWORD_MIN_LENGTH });
      }
      if (input.confirmPassword !== input.password) throw new ApiFailure('confirmation_mismatch', { field: 'confirmPassword' });
      if ((byMobile || smsOn) && !values.mobileNum) throw new ApiFailure('missing_phone_number', { field: 'mobileNum' });

      let phone: Phone | undefined;
      if (values.mobileNum && (enabled('mobileNum') || byMobile)) {
        phone = parsePhone(values.mobileNum, enabled('countryDialingCode') ? values.countryDialingCode : undefined, merchant.dialing_code);
      }
      let birthday: string | undefined;
      if (values.birthday && enabled('birthday')) {
        birthday = parseBirthday(values.birthday);
        if (!birthday) throw new ApiFailure('invalid_field_format', { field: 'birthday', problem: 'pattern', patternId: rules.get('birthday')?.patternId });
        if (!oldEnough(birthday, calendarDay(clock(), merchant.time_zone))) throw new ApiFailure('under_age', { field: 'birthday', minimumAge: MINIMUM_AGE });
      }

      const perIp = await counters.state('register:ip', caller.ip, { limit: REGISTRATIONS_PER_IP_PER_HOUR, ms: HOUR });
      if (perIp.blockedForMs > 0) throw ApiFailure.retryLater('too_many_requests', perIp.blockedForMs / 1000);

      // Bot checks, then the SMS code: each spends a one-time answer.
      await requireSlider(deps, input.slider);
      if (enabled('captcha')) await requireCaptcha(deps, input.captchaId, input.captcha);
      let ticket: CodeTicket | undefined;
      let phoneProof: PhoneProof | undefined;
      if (smsOn && settings.phoneVerification) phoneProof = await verifyPhoneToken(settings.phoneVerification, input.phoneToken, phone!.target, clock);
      else if (smsOn) ticket = await codes.check(merchant.code, 'register', phone!.target, values.verificationCode ?? '');

      const parentId = values.affiliateCode && enabled('affiliateCode') ? await invitationAgent(merchant.code, values.affiliateCode, input.domain) : null;
      let referrerId: number | null = null;
      if (input.referralCode?.trim()) {
        const referrer = await accounts.byReferralCode(merchant.code, input.referralCode.trim());
        if (!referrer || isTrialType(referrer.type)) throw new ApiFailure('invalid_invitation_code', { field: 'referralCode' });
        referrerId = referrer.id;
      }

      const taken =
        (await accounts.byAccount(merchant.code, values.username)) ??
        (phone ? await accounts.byMobile(merchant.code, phone.dialingCode, phone.number) : undefined);
      if (taken) {
        await counters.record('register:ip', caller.ip);
        throw new ApiFailure('account_exists');
      }

      const keep = (field: RegisterField) => (enabled(field) ? (values[field] ?? null) : null);
      let user: UserRow;
      let token: string | undefined;
      try {
        ({ user, token } = await db.transaction().execute(async (trx) => {
          const created = await accounts.create(
            {
              merchantCode: merchant.code,
              currency: merchant.currency,
              account: values.username!,
              password: input.password,
              passwordSetBy: 'self',
              parentId,
              referrerId,
              dialingCode: phone?.dialingCode ?? null,
              mobileNum: phone?.number ?? null,
              email: keep('email'),
              payeeName: keep('payeeName'),
              birthday: birthday ?? null,
              qqNum: keep('qqNum'),
              line: keep('line'),
              whatsapp: keep('whatsapp'),
              facebook: keep('facebook'),
              wechat: keep('wechat'),
              idNumber: keep('idNumber'),
              recommenderId: keep('recommenderId'),
              paymentPassword: keep('paymentPassword'),
              registerDomain: input.domain?.slice(0, 255) ?? null,
              registerUrl: input.registerUrl?.slice(0, 1000) ?? null,
              registerMethod: input.registerMethod ?? 'WEB',
              registerIp: caller.ip || null,
            },
            trx,
          );
          if (ticket) await codes.consume(ticket, trx);
          if (phoneProof) await spendPhoneToken(trx, phoneProof, created.id, clock);
          await counters.record('register:ip', caller.ip, trx);
          const now = clock();
          await rememberSignUpPlace(trx, created.id, caller.ip, input.deviceId, now);
          if (!input.login) return { user: created, token: undefined };
          await trx.updateTable('users').set({ last_login_at: now }).where('id', '=', created.id).execute();
          return { user: created, token: await sessions.open(created, { via: 'register', ip: caller.ip || null, deviceId: input.deviceId }, trx) };
        }));
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiFailure('account_exists');
        throw err;
      }
      await audit(deps, actorOf(user), caller.ip, 'register', { type: input.type, parentId, referrerId, login: Boolean(input.login) });
      return { ...(token ? { token } : {}), member: await accounts.member(user) };
    },

    /**
     * The first sign-in with a provider account no member is linked to, from the register
     * popup (spec section 7): a new member linked to it and logged in. The provider stands in
     * for the username, password and bot checks; the rules that remain still hold: direct
     * registration on, terms accepted, the age rule when the merchant asks for a birthday, a
     * valid invitation or referral code, the per-IP limit. The provider's e-mail is not taken
     * as the member's (it is not the member's to vouch for; it stays with the identity).
     */
    async registerWithProvider(identity: ProviderIdentity, provider: SignInProvider, input: SignInFinish, caller: Caller): Promise<{ user: UserRow; token: string }> {
      const settings = await merchantOf(deps, caller);
      const merchant = settings.merchant;
      if (settings.switches.DIRECTREG3 !== 1) throw new ApiFailure('operation_not_allowed');
      if (input.termsAccepted !== true) throw new ApiFailure('terms_not_accepted');
      const rules = new Map((await deps.registration.fieldRules(merchant.code)).map((r) => [r.field as RegisterField, r]));
      const values = { affiliateCode: blankToUndefined(input.affiliateCode), birthday: blankToUndefined(input.birthday) };
      for (const field of ['affiliateCode', 'birthday'] as const) {
        const rule = rules.get(field);
        if (!rule?.enabled) continue;
        const problem = fieldProblem(rule, values[field]);
        if (problem) refuseField(rule, problem);
      }
      let birthday: string | undefined;
      if (values.birthday && rules.get('birthday')?.enabled) {
        birthday = parseBirthday(values.birthday);
        if (!birthday) throw new ApiFailure('invalid_field_format', { field: 'birthday', problem: 'pattern', patternId: rules.get('birthday')?.patternId });
        if (!oldEnough(birthday, calendarDay(clock(), merchant.time_zone))) throw new ApiFailure('under_age', { field: 'birthday', minimumAge: MINIMUM_AGE });
      }
      const perIp = await counters.state('register:ip', caller.ip, { limit: REGISTRATIONS_PER_IP_PER_HOUR, ms: HOUR });
      if (perIp.blockedForMs > 0) throw ApiFailure.retryLater('too_many_requests', perIp.blockedForMs / 1000);
      const parentId = values.affiliateCode && rules.get('affiliateCode')?.enabled ? await invitationAgent(merchant.code, values.affiliateCode, input.domain) : null;
      let referrerId: number | null = null;
      if (input.referralCode?.trim()) {
        const referrer = await accounts.byReferralCode(merchant.code, input.referralCode.trim());
        if (!referrer || isTrialType(referrer.type)) throw new ApiFailure('invalid_invitation_code', { field: 'referralCode' });
        referrerId = referrer.id;
      }
      const now = clock();
      const { user, token } = await db.transaction().execute(async (trx) => {
        const created = await accounts.create(
          {
            merchantCode: merchant.code,
            currency: merchant.currency,
            // A name of its own: the provider's names are neither unique nor the member's choice.
            account: `${provider[0]}${readableText(9, 'abcdefghjkmnpqrstuvwxyz23456789')}`,
            nickname: identity.name?.trim().slice(0, 30) || undefined,
            password: unusablePassword(),
            passwordSetBy: 'system',
            parentId,
            referrerId,
            birthday: birthday ?? null,
            registerDomain: input.domain?.slice(0, 255) ?? null,
            registerUrl: input.registerUrl?.slice(0, 1000) ?? null,
            registerMethod: provider.toUpperCase(),
            registerIp: caller.ip || null,
          },
          trx,
        );
        await trx
          .insertInto('member_identities')
          .values({ user_id: created.id, merchant_code: merchant.code, provider, subject: identity.subject, email: identity.email, linked_at: now })
          .execute();
        await counters.record('register:ip', caller.ip, trx);
        await rememberSignUpPlace(trx, created.id, caller.ip, input.deviceId, now);
        await trx.updateTable('users').set({ last_login_at: now }).where('id', '=', created.id).execute();
        return { user: created, token: await sessions.open(created, { via: 'third_party', ip: caller.ip || null, deviceId: input.deviceId }, trx) };
      });
      await audit(deps, actorOf(user), caller.ip, 'register', { type: provider, parentId, referrerId, login: true });
      return { user, token };
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
