// Third-party sign-in (spec section 7, LOGIN-35/36): log in, register or link a member with a
// provider account (Google by OpenID Connect, Facebook by OAuth 2.0).
//
// An attempt runs in three calls. The page starts it and gets the provider's sign-in page
// and the attempt's id, a secret only that page holds. The provider sends the popup back to
// the callback with a code and the attempt's state; the server checks and trades it there,
// keeps what it found on the attempt, and sends the popup to a page that tells its opener.
// The page then finishes the attempt with its id: logged in, registered or linked. The state
// and the id are different secrets, so the address the popup travels through cannot finish it.
//
// A provider's e-mail never links an account by itself (no takeover through an address the
// provider may not have verified): a member links a provider from "my account", logged in.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { SignInAttemptsTable } from '../db/tables/accounts';
import { ApiFailure } from '../http/envelope';
import { isErrorCode, type ErrorCode } from '../shared/errorCodes';
import { SIGN_IN_ATTEMPT_MS, SIGN_IN_CALLBACK_PATH, type SignInProvider, type SignInPurpose } from '../shared/signIn';
import type { LoginAnswer, MemberIdentity, SignInFinish, SignInStarted } from '../shared/wire/accounts';
import type { SignInProviderConfig } from '../system/signInProviders';
import { isUniqueViolation, type UserRow } from './accounts';
import { actorOf, audit, merchantOf, type AuthDeps, type Caller } from './authContext';
import type { LoginService } from './login';
import { newAttemptSecrets, type ProviderProtocol } from './providerProtocol';
import { newToken, sha256Hex } from './secrets';
import type { SignupService } from './signup';

type AttemptRow = Selectable<SignInAttemptsTable>;

/** What the provider sent back to the callback address (its query). */
export type CallbackQuery = Record<string, string | undefined>;

export interface SignInDeps extends AuthDeps {
  login: LoginService;
  signup: SignupService;
  protocol: ProviderProtocol;
  /** Where provider failures are reported (the server's log); the member sees sign_in_failed. */
  onProviderFailure?: (provider: string, err: unknown) => void;
}

/** The callback's answers that name an error: a cancel at the provider, anything else. */
function callbackErrorOf(error: string): ErrorCode {
  return error === 'access_denied' ? 'access_denied' : 'sign_in_failed';
}

export function createSignInService(deps: SignInDeps) {
  const { db, clock, accounts, protocol } = deps;

  async function providerOf(caller: Caller, provider: SignInProvider): Promise<SignInProviderConfig> {
    const settings = await merchantOf(deps, caller);
    const config = settings.signInProviders.find((c) => c.provider === provider);
    if (!config) throw new ApiFailure('operation_not_allowed', { provider });
    return config;
  }

  async function start(
    caller: Caller,
    opts: { provider: SignInProvider; purpose: SignInPurpose; side?: 'member' | 'agent'; userId?: number; origin: string },
  ): Promise<SignInStarted> {
    const config = await providerOf(caller, opts.provider);
    const merchant = (await merchantOf(deps, caller)).merchant;
    const secrets = newAttemptSecrets();
    const attemptId = newToken();
    // As a URL writes it (no default port): the token call sends it again and must match exactly.
    const redirectUri = new URL(SIGN_IN_CALLBACK_PATH, opts.origin).href;
    let authorizationUrl: string;
    try {
      authorizationUrl = await protocol.authorizationUrl(config, redirectUri, secrets);
    } catch (err) {
      deps.onProviderFailure?.(opts.provider, err);
      throw new ApiFailure('sign_in_failed');
    }
    const now = clock();
    // Attempts nobody finished are of no use once expired.
    await db.deleteFrom('sign_in_attempts').where('expires_at', '<', now).execute();
    await db
      .insertInto('sign_in_attempts')
      .values({
        id_hash: sha256Hex(attemptId),
        state_hash: sha256Hex(secrets.state),
        merchant_code: merchant.code,
        provider: opts.provider,
        purpose: opts.purpose,
        side: opts.side ?? 'member',
        user_id: opts.userId ?? null,
        nonce: secrets.nonce,
        code_verifier: secrets.codeVerifier,
        redirect_uri: redirectUri,
        created_at: now,
        expires_at: new Date(now.getTime() + SIGN_IN_ATTEMPT_MS),
      })
      .execute();
    return { attemptId, authorizationUrl };
  }

  /** Takes the attempt once: a second finish, an expired or unknown id all answer sign_in_failed. */
  async function takeAttempt(attemptId: string): Promise<AttemptRow> {
    const now = clock();
    const row = await db
      .updateTable('sign_in_attempts')
      .set({ finished_at: now })
      .where('id_hash', '=', sha256Hex(attemptId))
      .where('finished_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ApiFailure('sign_in_failed');
    return row;
  }

  /** The provider account an attempt proved, or the error it ended with. */
  async function identityOf(attempt: AttemptRow, caller: Caller, actor: string) {
    if (attempt.subject === null) {
      const code = attempt.error_code && isErrorCode(attempt.error_code) ? attempt.error_code : 'sign_in_failed';
      await audit(deps, actor, caller.ip, 'login.failed', { reason: 'third_party', provider: attempt.provider, errorCode: code });
      throw new ApiFailure(code, { provider: attempt.provider });
    }
    return { subject: attempt.subject, email: attempt.email, name: attempt.display_name };
  }

  async function linkedMember(merchantCode: string, provider: string, subject: string): Promise<UserRow | undefined> {
    const link = await db
      .selectFrom('member_identities')
      .select('user_id')
      .where('merchant_code', '=', merchantCode)
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return link ? accounts.byId(link.user_id) : undefined;
  }

  async function identities(user: UserRow): Promise<MemberIdentity[]> {
    const rows = await db.selectFrom('member_identities').select(['provider', 'email', 'linked_at']).where('user_id', '=', user.id).orderBy('provider').execute();
    return rows.map((r) => ({ provider: r.provider as SignInProvider, email: r.email, linkedAt: new Date(r.linked_at).toISOString() }));
  }

  return {
    /** POST /api/session/sign-in: log in or register with a provider. */
    start(caller: Caller, input: { provider: SignInProvider; purpose: 'login' | 'register'; side?: 'member' | 'agent' }, origin: string) {
      return start(caller, { ...input, origin });
    },

    /** POST /api/member/identities: link a provider to the member logged in. */
    startLink(user: UserRow, caller: Caller, provider: SignInProvider, origin: string) {
      return start(caller, { provider, purpose: 'link', userId: user.id, origin });
    },

    /**
     * GET /api/session/sign-in/callback: the provider's answer. The state is taken once; an
     * unknown, spent or expired one changes nothing (the page's finish then answers
     * sign_in_failed). Whatever the answer, the popup goes on to the page that tells its opener.
     */
    async callback(query: CallbackQuery): Promise<void> {
      const state = query.state;
      if (!state) return;
      const now = clock();
      const attempt = await db
        .updateTable('sign_in_attempts')
        .set({ called_back_at: now })
        .where('state_hash', '=', sha256Hex(state))
        .where('called_back_at', 'is', null)
        .where('finished_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
      if (!attempt) return;
      const keep = (found: { subject: string; email: string | null; name: string | null } | { error: ErrorCode }) =>
        db
          .updateTable('sign_in_attempts')
          .set(
            'error' in found
              ? { error_code: found.error }
              : { subject: found.subject.slice(0, 255), email: found.email?.slice(0, 255) ?? null, display_name: found.name?.slice(0, 100) ?? null },
          )
          .where('id_hash', '=', attempt.id_hash)
          .execute();
      if (query.error) return void (await keep({ error: callbackErrorOf(query.error) }));
      try {
        const config = await providerOf({ merchantHeader: attempt.merchant_code, ip: '' }, attempt.provider as SignInProvider);
        const callbackUrl = new URL(attempt.redirect_uri);
        for (const [name, value] of Object.entries(query)) if (value !== undefined) callbackUrl.searchParams.set(name, value);
        const identity = await protocol.complete(config, callbackUrl, { state, nonce: attempt.nonce, codeVerifier: attempt.code_verifier });
        await keep(identity);
      } catch (err) {
        deps.onProviderFailure?.(attempt.provider, err);
        await keep({ error: 'sign_in_failed' });
      }
    },

    /**
     * POST /api/session/sign-in/finish: the member linked to the provider account is logged
     * in. From the register popup, a provider account nobody is linked to makes a new member;
     * from the login popup it answers sign_in_not_registered.
     */
    async finish(input: SignInFinish, caller: Caller): Promise<LoginAnswer> {
      const attempt = await takeAttempt(input.attemptId);
      const merchant = (await merchantOf(deps, caller)).merchant;
      if (attempt.purpose === 'link' || attempt.merchant_code !== merchant.code) throw new ApiFailure('sign_in_failed');
      const provider = attempt.provider as SignInProvider;
      const identity = await identityOf(attempt, caller, `sign-in:${merchant.code}:${provider}`);
      const side = attempt.side === 'agent' ? 'agent' : 'member';
      const member = await linkedMember(merchant.code, provider, identity.subject);
      if (member) return deps.login.providerLogin(member, caller, { side, deviceId: input.deviceId, provider });
      if (attempt.purpose !== 'register') {
        await audit(deps, `sign-in:${merchant.code}:${provider}`, caller.ip, 'login.failed', { reason: 'not_registered', provider });
        throw new ApiFailure('sign_in_not_registered', { provider });
      }
      let created;
      try {
        created = await deps.signup.registerWithProvider(identity, provider, input, caller);
      } catch (err) {
        // The same provider account registered by another attempt a moment ago.
        if (isUniqueViolation(err)) throw new ApiFailure('identity_in_use', { provider });
        throw err;
      }
      return {
        token: created.token,
        firstTimeLogin: true,
        passwordExpired: false,
        mustChangePassword: false,
        member: await accounts.member(created.user, db, { currencySymbol: merchant.currency_symbol }),
      };
    },

    /** POST /api/member/identities/finish: the provider account linked to the member who started it. */
    async finishLink(user: UserRow, attemptId: string, caller: Caller): Promise<MemberIdentity[]> {
      const attempt = await takeAttempt(attemptId);
      if (attempt.purpose !== 'link' || attempt.user_id !== user.id) throw new ApiFailure('sign_in_failed');
      const provider = attempt.provider as SignInProvider;
      const identity = await identityOf(attempt, caller, actorOf(user));
      const holder = await linkedMember(user.merchant_code, provider, identity.subject);
      if (holder && holder.id !== user.id) throw new ApiFailure('identity_in_use', { provider });
      if (!holder) {
        try {
          await db
            .insertInto('member_identities')
            .values({ user_id: user.id, merchant_code: user.merchant_code, provider, subject: identity.subject, email: identity.email, linked_at: clock() })
            .onConflict((oc) => oc.columns(['user_id', 'provider']).doUpdateSet({ subject: identity.subject, email: identity.email, linked_at: clock() }))
            .execute();
        } catch (err) {
          if (isUniqueViolation(err)) throw new ApiFailure('identity_in_use', { provider });
          throw err;
        }
        await audit(deps, actorOf(user), caller.ip, 'identity.link', { provider });
      }
      return identities(user);
    },

    identities,

    /**
     * DELETE /api/member/identities/:provider. A member made by a provider has no password of
     * their own until they set one (password_set_by 'system'): the last provider stays linked,
     * or nothing could log them in.
     */
    async unlink(user: UserRow, provider: SignInProvider, caller: Caller): Promise<MemberIdentity[]> {
      const linked = await identities(user);
      if (!linked.some((i) => i.provider === provider)) throw new ApiFailure('not_found', { provider });
      if (user.password_set_by === 'system' && linked.length === 1) {
        throw new ApiFailure('operation_not_allowed', { provider, reason: 'last_sign_in' });
      }
      await db.deleteFrom('member_identities').where('user_id', '=', user.id).where('provider', '=', provider).execute();
      await audit(deps, actorOf(user), caller.ip, 'identity.unlink', { provider });
      return identities(user);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
