// Logging in and out (spec sections 4 and 6, trust.md): by account and password or by
// SMS code, the extra check from a new IP or device, free play, logout. Unknown and
// known accounts answer alike: the same refusal, after the same argon2 work.
import { serverText } from '../i18n/texts';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, KnownLoginsTable, LoginExtraCheck } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { isAgentType, memberAnswer, memberSummarySelections, TRIAL_TYPE, type MemberSummary, type UserRow } from './accounts';
import { auditRow } from '../platform/audit';
import { actorOf, audit, auditEntry, merchantOf, requireCaptcha, requireSlider, type AuthDeps, type Caller } from './authContext';
import type { LoginAnswer, SliderAnswer, SmsRequest, TokenAndMember } from '../shared/wire/accounts';
import { DAY, MINUTE } from '../platform/clock';
import { maskEmail, maskPhone, parsePhone } from './phone';
import { spendPhoneToken, verifyPhoneToken, type PhoneProof } from './phoneToken';
import type { CodeTicket } from './codes';
import { normalisePassword } from '../shared/passwordRules';
import { unusablePassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { newId, readableText, sha256Hex } from './secrets';
import { assertMayLogIn as assertBreakAllowsLogin } from '../protection/access';
import type { MerchantSettings } from '../system/system';

export interface PasswordLogin {
  type: 'username';
  username: string;
  password: string;
  captchaId?: string;
  captcha?: string;
  slider?: SliderAnswer;
  side?: 'member' | 'agent';
  deviceId?: string;
  /** The second call after verification_required: the check's id and the value asked for. */
  extraCheck?: { checkId: string; value: string };
}

export interface SmsLogin {
  type: 'sms';
  mobileNum: string;
  countryDialingCode?: string;
  code: string;
  /** SMS through a sign-in provider: the provider's ID token for the number, instead of the code. */
  phoneToken?: string;
  side?: 'member' | 'agent';
  deviceId?: string;
}

export type LoginInput = PasswordLogin | SmsLogin;

/** The login answer (server/shared/wire/accounts.ts). */
export type LoginResult = LoginAnswer;

const EXTRA_CHECK_TTL_MS = 5 * MINUTE;
const EXTRA_CHECK_TRIES = 5;
const FREE_PLAY_PER_IP_PER_HOUR = 10;

const normaliseName = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether a password is older than the merchant allows. */
export function passwordExpired(user: UserRow, merchant: MerchantSettings['merchant'], now: Date): boolean {
  const maxDays = merchant.password_max_age_days;
  return maxDays !== null && now.getTime() - new Date(user.password_changed_at).getTime() > maxDays * DAY;
}

export function createLoginService(deps: AuthDeps) {
  const { db, clock, accounts, sessions, codes, guard } = deps;

  async function placeIsNew(userId: number, ip: string, deviceId: string | undefined): Promise<boolean> {
    const rows = await db
      .selectFrom('known_logins')
      .select(['kind', 'value'])
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb.and([eb('kind', '=', 'ip'), eb('value', '=', ip)]), eb.and([eb('kind', '=', 'device'), eb('value', '=', deviceId ?? '')])]))
      .execute();
    const ipKnown = rows.some((r) => r.kind === 'ip');
    // Without a device id only the address counts.
    const deviceKnown = !deviceId || rows.some((r) => r.kind === 'device');
    return !ipKnown || !deviceKnown;
  }

  /** The address and device of this login, to be remembered as known places of the account. */
  function placesOf(userId: number, ip: string, deviceId: string | undefined, now: Date): Insertable<KnownLoginsTable>[] {
    const places = [{ kind: 'ip' as const, value: ip }, ...(deviceId ? [{ kind: 'device' as const, value: deviceId }] : [])].filter((p) => p.value);
    return places.map((place) => ({ user_id: userId, kind: place.kind, value: place.value, first_seen: now, last_seen: now }));
  }

  function onFile(user: UserRow, method: LoginExtraCheck): string | null {
    switch (method) {
      case 'mobile':
      case 'sms':
        return user.mobile_num && user.dialing_code ? `+${user.dialing_code}${user.mobile_num}` : null;
      case 'email':
        return user.email_key;
      case 'bankName':
        return user.payee_name;
      default:
        return null;
    }
  }

  /** Opens an extra check and refuses this login with verification_required naming the method. */
  async function askExtraCheck(merchant: MerchantSettings['merchant'], user: UserRow, method: LoginExtraCheck, expected: string, caller: Caller): Promise<never> {
    const checkId = newId();
    await db
      .insertInto('login_checks')
      .values({ id_hash: sha256Hex(checkId), user_id: user.id, method, expires_at: new Date(clock().getTime() + EXTRA_CHECK_TTL_MS) })
      .execute();
    const value: Record<string, unknown> = { check: 'extra', method, checkId };
    if (method === 'sms') {
      const sent = await codes.send({
        merchantCode: merchant.code,
        flow: 'login_check',
        channel: 'sms',
        target: expected,
        ip: caller.ip,
        expiredMinutes: merchant.code_expired_minutes,
        deliver: true,
        hidesAccount: false,
        text: (code, minutes) => serverText(caller.language, 'sms.loginCheckCode', { code, minutes }),
      });
      value.expiredMinutes = sent.expiredMinutes;
      value.target = maskPhone(expected);
    } else if (method === 'email') {
      value.target = maskEmail(expected);
    }
    throw new ApiFailure('verification_required', value);
  }

  /** Checks the answer to an extra check; a wrong one costs a try and counts as a failed login. */
  async function passExtraCheck(merchant: MerchantSettings['merchant'], user: UserRow, checkId: string, given: string, accountKey: string, caller: Caller) {
    const check = await db.selectFrom('login_checks').selectAll().where('id_hash', '=', sha256Hex(checkId)).executeTakeFirst();
    const now = clock();
    if (!check || check.user_id !== user.id || check.used_at !== null || new Date(check.expires_at) <= now || check.tries >= EXTRA_CHECK_TRIES) {
      throw new ApiFailure('verification_failed', { triesLeft: 0 });
    }
    const expected = onFile(user, check.method as LoginExtraCheck) ?? '';
    let matches = false;
    switch (check.method) {
      case 'mobile': {
        const digits = given.replace(/\D/g, '').replace(/^0+/, '');
        matches = digits.length >= 4 && (`+${digits}` === expected || `+${user.dialing_code}${digits}` === expected);
        break;
      }
      case 'email':
        matches = given.trim().toLowerCase() === expected;
        break;
      case 'bankName':
        matches = normaliseName(given) === normaliseName(expected);
        break;
      case 'sms': {
        const ticket = await codes.check(merchant.code, 'login_check', expected, given.trim()).catch(() => undefined);
        if (ticket) {
          await codes.consume(ticket).catch(() => undefined);
          matches = true;
        }
        break;
      }
    }
    if (!matches) {
      const updated = await db
        .updateTable('login_checks')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('id_hash', '=', check.id_hash)
        .returning('tries')
        .executeTakeFirstOrThrow();
      await guard.recordFailure(accountKey, caller.ip);
      await audit(deps, actorOf(user), caller.ip, 'login.failed', { reason: 'extra_check', method: check.method });
      throw new ApiFailure('verification_failed', { triesLeft: Math.max(0, EXTRA_CHECK_TRIES - updated.tries) });
    }
    await db.updateTable('login_checks').set({ used_at: now }).where('id_hash', '=', check.id_hash).execute();
  }

  /** Refusals that only someone holding the right credentials may learn. */
  function assertMayLogIn(user: UserRow, side: 'member' | 'agent') {
    if (user.role !== 'member') throw new ApiFailure('non_member_login');
    if (user.locked) throw new ApiFailure('account_locked', undefined, 403);
    // A time-out refuses the login with its end; a self-exclusion logs in restricted (member.restricted).
    assertBreakAllowsLogin(user, clock());
    if (side === 'agent' && !isAgentType(user.type)) throw new ApiFailure('non_agent_login');
  }

  async function finish(
    user: UserRow,
    settings: MerchantSettings,
    caller: Caller,
    opts: { via: 'password' | 'sms' | 'third_party'; side: 'member' | 'agent'; deviceId?: string; forced: boolean; expired: boolean; resetId?: string; provider?: string },
  ): Promise<LoginResult> {
    const now = clock();
    const { token, row: session } = sessions.prepare(user, { via: opts.via, side: opts.side, passwordChangePending: opts.forced, ip: caller.ip || null, deviceId: opts.deviceId });
    const places = placesOf(user.id, caller.ip, opts.deviceId, now);
    const entry = auditEntry(actorOf(user), caller.ip, 'login', { via: opts.via, side: opts.side, mustChangePassword: opts.forced, ...(opts.provider ? { provider: opts.provider } : {}) });
    // Every write of a login in one statement (a statement is atomic on its own, so
    // no BEGIN and COMMIT either): the login time, the known places, the session
    // and the audit entry, returning what the member answer reads (balance, unread
    // count, VIP level: none of them changed by the login). On the embedded database
    // each statement costs the request's own thread, and a login is the hottest call
    // there is.
    const writeLogin = (conn: Kysely<Database> | Transaction<Database>) =>
      conn
        .with('visit', (q) => q.updateTable('users').set({ last_login_at: now }).where('id', '=', user.id))
        .with('places', (q) =>
          places.length > 0
            ? q
                .insertInto('known_logins')
                .values(places)
                .onConflict((oc) => oc.columns(['user_id', 'kind', 'value']).doUpdateSet({ last_seen: now }))
            : q.selectNoFrom(sql<null>`null`.as('nothing')),
        )
        .with('session', (q) => q.insertInto('sessions').values(session))
        .insertInto('audit_log')
        .values(auditRow(entry))
        .returning([...memberSummarySelections(conn, user, now)])
        .executeTakeFirstOrThrow();
    let summary: MemberSummary;
    if (opts.resetId) {
      // The temporary password is spent in the same transaction, or the login does not happen.
      const resetId = opts.resetId;
      summary = await db.transaction().execute(async (trx) => {
        const spent = await trx.updateTable('password_resets').set({ used_at: now }).where('id', '=', resetId).where('used_at', 'is', null).returning('id').executeTakeFirst();
        if (!spent) throw new ApiFailure('login_failed');
        return writeLogin(trx);
      });
    } else {
      summary = await writeLogin(db);
    }
    return {
      token,
      firstTimeLogin: user.last_login_at === null,
      passwordExpired: opts.expired,
      mustChangePassword: opts.forced,
      member: memberAnswer(user, summary, settings.merchant.currency_symbol, now),
    };
  }

  async function passwordLogin(input: PasswordLogin, caller: Caller): Promise<LoginResult> {
    const settings = await merchantOf(deps, caller);
    const merchant = settings.merchant;
    const username = input.username.trim();
    const password = normalisePassword(input.password);
    if (!username || !password) throw new ApiFailure('missing_credentials');
    const accountKey = `${merchant.code}:${username.toLowerCase()}`;
    const failures = await guard.assertNotLocked(accountKey, caller.ip);

    // The second call of an extra check already passed the bot checks in the first.
    const continuing = input.extraCheck
      ? await db
          .selectFrom('login_checks')
          .select('id_hash')
          .where('id_hash', '=', sha256Hex(input.extraCheck.checkId))
          .where('used_at', 'is', null)
          .where('expires_at', '>', clock())
          .executeTakeFirst()
      : undefined;
    if (!continuing) {
      await requireSlider(deps, input.slider);
      // Read with the lock above: the same failures, without a second look at the counters.
      if (failures.captchaRequired) await requireCaptcha(deps, input.captchaId, input.captcha);
    }

    // An unknown account does the same work as a wrong password (a hash checked, the
    // temporary passwords looked up), so that its refusal takes the same time (trust.md).
    const user = await accounts.byAccount(merchant.code, username);
    let resetId: string | undefined;
    let ok = user ? await verifyPassword(user.password_hash, password) : (await verifyAgainstDummy(password), false);
    if (!ok) {
      // A temporary password sent by e-mail works once, next to the real one.
      const reset = await db
        .selectFrom('password_resets')
        .select('id')
        .where('user_id', '=', user?.id ?? 0)
        .where('secret_hash', '=', sha256Hex(password))
        .where('used_at', 'is', null)
        .where('expires_at', '>', clock())
        .executeTakeFirst();
      if (reset) {
        ok = true;
        resetId = String(reset.id);
      }
    }
    if (!user || !ok) {
      await guard.recordFailure(accountKey, caller.ip);
      await audit(deps, `login:${merchant.code}:${username}`, caller.ip, 'login.failed', { reason: 'credentials' });
      const captchaNext = await guard.captchaRequired(accountKey, caller.ip);
      throw new ApiFailure('login_failed', captchaNext ? { captcha: await deps.challenges.createCaptcha() } : undefined);
    }

    const side = input.side ?? 'member';
    assertMayLogIn(user, side);

    const method = merchant.login_extra_check;
    if (input.extraCheck && continuing) {
      await passExtraCheck(merchant, user, input.extraCheck.checkId, input.extraCheck.value, accountKey, caller);
    } else if (method !== 'none') {
      const expected = onFile(user, method);
      if (expected && (await placeIsNew(user.id, caller.ip, input.deviceId))) await askExtraCheck(merchant, user, method, expected, caller);
    }

    const expired = passwordExpired(user, merchant, clock());
    const forced =
      resetId !== undefined ||
      user.password_set_by !== 'self' ||
      (deps.defaultPassword !== undefined && password === deps.defaultPassword) ||
      (expired && settings.switches.PWDEXPFORCECHANGE3 === 1);
    return finish(user, settings, caller, { via: 'password', side, deviceId: input.deviceId, forced, expired, resetId });
  }

  async function smsLogin(input: SmsLogin, caller: Caller): Promise<LoginResult> {
    const settings = await merchantOf(deps, caller);
    const merchant = settings.merchant;
    if (settings.switches.MOBILEVERCODELOGIN3 !== 1) throw new ApiFailure('operation_not_allowed');
    const phone = parsePhone(input.mobileNum, input.countryDialingCode, merchant.dialing_code, await deps.registration.mobileRule(merchant.code));
    const accountKey = `${merchant.code}:${phone.target}`;
    await guard.assertNotLocked(accountKey, caller.ip);
    // The portal's own code (taken as typed, spec: not trimmed), or through a sign-in provider its token.
    const via = settings.phoneVerification;
    if (!via && !input.code) throw new ApiFailure('missing_code');
    let proof: { ticket?: CodeTicket; token?: PhoneProof };
    try {
      proof = via ? { token: await verifyPhoneToken(via, input.phoneToken, phone.target, clock) } : { ticket: await codes.check(merchant.code, 'login', phone.target, input.code) };
    } catch (err) {
      await guard.recordFailure(accountKey, caller.ip);
      await audit(deps, `login:${merchant.code}:${phone.target}`, caller.ip, 'login.failed', { reason: via ? 'phone_token' : 'sms_code' });
      throw err;
    }
    const user = await accounts.byMobile(merchant.code, phone.dialingCode, phone.number);
    if (!user) throw new ApiFailure('login_failed');
    const side = input.side ?? 'member';
    assertMayLogIn(user, side);
    if (proof.ticket) await codes.consume(proof.ticket);
    if (proof.token) await spendPhoneToken(db, proof.token, user.id, clock);
    // An SMS login proves the phone, not the password: no forced change here (spec section 4).
    return finish(user, settings, caller, { via: 'sms', side, deviceId: input.deviceId, forced: false, expired: passwordExpired(user, merchant, clock()) });
  }

  return {
    login(input: LoginInput, caller: Caller): Promise<LoginResult> {
      return input.type === 'sms' ? smsLogin(input, caller) : passwordLogin(input, caller);
    },

    /**
     * A login a sign-in provider proved (spec section 7): the member linked to that provider
     * account. It proves the account, not the password: never a forced change (spec section 4).
     */
    async providerLogin(user: UserRow, caller: Caller, opts: { side: 'member' | 'agent'; deviceId?: string; provider: string }): Promise<LoginResult> {
      const settings = await merchantOf(deps, caller);
      assertMayLogIn(user, opts.side);
      return finish(user, settings, caller, { via: 'third_party', side: opts.side, deviceId: opts.deviceId, forced: false, expired: false, provider: opts.provider });
    },

    /** Sends a login code when the number belongs to an account; the answer is the same either way. */
    async sendLoginCode(input: SmsRequest, caller: Caller) {
      const settings = await merchantOf(deps, caller);
      const merchant = settings.merchant;
      if (settings.switches.MOBILEVERCODELOGIN3 !== 1) throw new ApiFailure('operation_not_allowed');
      // With SMS through a sign-in provider the provider sends the codes, not the portal.
      if (settings.phoneVerification) throw new ApiFailure('operation_not_allowed');
      const phone = parsePhone(input.mobileNum, input.countryDialingCode, merchant.dialing_code, await deps.registration.mobileRule(merchant.code));
      await requireSlider(deps, input.slider);
      const user = await accounts.byMobile(merchant.code, phone.dialingCode, phone.number);
      return codes.send({
        merchantCode: merchant.code,
        flow: 'login',
        channel: 'sms',
        target: phone.target,
        ip: caller.ip,
        expiredMinutes: merchant.code_expired_minutes,
        deliver: Boolean(user && user.role === 'member' && !user.locked),
        hidesAccount: true,
        text: (code, minutes) => serverText(caller.language, 'sms.loginCode', { code, minutes }),
      });
    },

    /** Free play (FREEPLAY3): a new trial account (type 4) logged in at once. */
    async freePlay(caller: Caller): Promise<TokenAndMember> {
      const settings = await merchantOf(deps, caller);
      if (settings.switches.FREEPLAY3 !== 1) throw new ApiFailure('operation_not_allowed');
      const perIp = await deps.counters.state('freeplay:ip', caller.ip, { limit: FREE_PLAY_PER_IP_PER_HOUR, ms: 60 * MINUTE });
      if (perIp.blockedForMs > 0) throw ApiFailure.retryLater('too_many_requests', perIp.blockedForMs / 1000);
      const merchant = settings.merchant;
      const { user, token } = await db.transaction().execute(async (trx) => {
        const created = await accounts.create(
          {
            merchantCode: merchant.code,
            currency: merchant.currency,
            account: `guest${readableText(8, 'abcdefghjkmnpqrstuvwxyz23456789')}`,
            nickname: 'Guest',
            password: unusablePassword(),
            passwordSetBy: 'system',
            type: TRIAL_TYPE,
            registerIp: caller.ip || null,
            registerMethod: 'FREEPLAY',
          },
          trx,
        );
        await deps.counters.record('freeplay:ip', caller.ip, trx);
        await trx.updateTable('users').set({ last_login_at: clock() }).where('id', '=', created.id).execute();
        return { user: created, token: await sessions.open(created, { via: 'freeplay', ip: caller.ip || null }, trx) };
      });
      await audit(deps, actorOf(user), caller.ip, 'freeplay.start');
      return { token, member: await accounts.member(user, db, { currencySymbol: settings.merchant.currency_symbol }) };
    },

    async logout(sessionId: string, user: UserRow, caller: Caller): Promise<void> {
      await sessions.revoke(sessionId, 'logout');
      await audit(deps, actorOf(user), caller.ip, 'logout');
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
