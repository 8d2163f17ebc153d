// Member and agent accounts: lookup, creation (registration, free play, demo data,
// agents creating downlines) and the member answer of spec section 3.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, MemberType, PasswordSetBy, UsersTable } from '../db/schema';
import type { Clock } from '../platform/clock';
import { unreadMessagesQuery } from '../centre/inbox';
import { memberVipLevelQuery } from '../centre/points';
import { hashPassword } from './passwords';
import { formatMinor, minorOf } from '../shared/money';
import { memberSumBalanceQuery } from '../wallet/wallet';
import { readableText } from './secrets';
import { AGENT_TYPES, isAgentType, isTrialType, TRIAL_TYPE } from '../shared/accountTypes';
import { MEMBER_LABELS, type Member, type MemberLabel } from '../shared/wire/accounts';
import { INT4_MAX } from '../shared/wire/common';
import { breakOf } from '../protection/gate';
import { isRestricted } from '../protection/access';

export type UserRow = Selectable<UsersTable>;
type Conn = Kysely<Database> | Transaction<Database>;

// The types and their rights are shared with the browser (server/shared/accountTypes.ts).
export { AGENT_TYPES, isAgentType, isTrialType, TRIAL_TYPE };

/** The member answer of spec section 3: one shape with the browser (server/shared/wire/accounts.ts). */
export type { Member };

export interface NewAccount {
  merchantCode: string;
  currency: string;
  account: string;
  password: string;
  passwordSetBy: PasswordSetBy;
  type?: MemberType;
  role?: 'member' | 'staff';
  nickname?: string;
  parentId?: number | null;
  referrerId?: number | null;
  dialingCode?: string | null;
  mobileNum?: string | null;
  email?: string | null;
  payeeName?: string | null;
  birthday?: string | null;
  qqNum?: string | null;
  line?: string | null;
  whatsapp?: string | null;
  facebook?: string | null;
  wechat?: string | null;
  idNumber?: string | null;
  recommenderId?: string | null;
  paymentPassword?: string | null;
  registerDomain?: string | null;
  registerUrl?: string | null;
  registerMethod?: string | null;
  registerIp?: string | null;
}

export const accountKeyOf = (account: string) => account.toLowerCase();

/** A user id typed in a path or query: users.id is an integer column, so a larger number is nobody (undefined). */
export function userIdOf(id: string): number | undefined {
  const n = /^[0-9]{1,10}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n <= INT4_MAX ? n : undefined;
}

/** True when the error is PostgreSQL's unique violation (two sign-ups racing for a name). */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}


/** The labels of the profile facts the member has on file (spec section 3), in the wire's order. */
function memberLabels(user: UserRow): MemberLabel[] {
  const filled: Record<MemberLabel, unknown> = {
    mobile: user.mobile_num,
    email: user.email,
    realName: user.payee_name,
    birthday: user.birthday,
    address: user.address,
    nationality: user.nationality,
    occupation: user.occupation,
    incomeSource: user.income_source,
  };
  return MEMBER_LABELS.filter((label) => filled[label] !== null && filled[label] !== undefined && filled[label] !== '');
}

export function createAccountService(db: Kysely<Database>, clock: Clock) {
  return {
    async byAccount(merchantCode: string, account: string, conn: Conn = db): Promise<UserRow | undefined> {
      return conn.selectFrom('users').selectAll().where('merchant_code', '=', merchantCode).where('account_key', '=', accountKeyOf(account)).executeTakeFirst();
    },

    async byId(id: number, conn: Conn = db): Promise<UserRow | undefined> {
      return conn.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async byMobile(merchantCode: string, dialingCode: string, mobileNum: string, conn: Conn = db): Promise<UserRow | undefined> {
      return conn
        .selectFrom('users')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('dialing_code', '=', dialingCode)
        .where('mobile_num', '=', mobileNum)
        .executeTakeFirst();
    },

    async byReferralCode(merchantCode: string, code: string, conn: Conn = db): Promise<UserRow | undefined> {
      return conn.selectFrom('users').selectAll().where('merchant_code', '=', merchantCode).where('referral_code', '=', code.toUpperCase()).executeTakeFirst();
    },

    /** Creates an account (the password is hashed here); unique violations surface to the caller. */
    async create(input: NewAccount, conn: Conn = db): Promise<UserRow> {
      const now = clock();
      const [passwordHash, paymentHash] = await Promise.all([
        hashPassword(input.password),
        input.paymentPassword ? hashPassword(input.paymentPassword) : Promise.resolve(null),
      ]);
      return conn
        .insertInto('users')
        .values({
          merchant_code: input.merchantCode,
          account: input.account,
          account_key: accountKeyOf(input.account),
          nickname: input.nickname ?? input.account,
          role: input.role ?? 'member',
          type: input.type ?? 0,
          parent_id: input.parentId ?? null,
          referrer_id: input.referrerId ?? null,
          currency: input.currency,
          dialing_code: input.mobileNum ? (input.dialingCode ?? null) : null,
          mobile_num: input.mobileNum ?? null,
          email: input.email ?? null,
          email_key: input.email ? input.email.toLowerCase() : null,
          payee_name: input.payeeName ?? null,
          birthday: input.birthday ?? null,
          qq_num: input.qqNum ?? null,
          line: input.line ?? null,
          whatsapp: input.whatsapp ?? null,
          facebook: input.facebook ?? null,
          wechat: input.wechat ?? null,
          id_number: input.idNumber ?? null,
          recommender_id: input.recommenderId ?? null,
          referral_code: readableText(8),
          register_domain: input.registerDomain ?? null,
          register_url: input.registerUrl ?? null,
          register_method: input.registerMethod ?? null,
          register_ip: input.registerIp ?? null,
          password_hash: passwordHash,
          password_set_by: input.passwordSetBy,
          password_changed_at: now,
          payment_password_hash: paymentHash,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * The member answer of spec section 3 for a user row; balance is sumBalance (main
     * and vendor wallets). A caller holding the merchant's settings passes its
     * currency symbol, which saves a read (a login is hot enough for it to count).
     */
    async member(user: UserRow, conn: Conn = db, known: { currencySymbol?: string } = {}): Promise<Member> {
      const currencySymbol =
        known.currencySymbol ?? (await conn.selectFrom('merchants').select('currency_symbol').where('code', '=', user.merchant_code).executeTakeFirstOrThrow()).currency_symbol;
      const summary = await conn.selectNoFrom(memberSummarySelections(conn, user, clock())).executeTakeFirstOrThrow();
      return memberAnswer(user, summary, currencySymbol, clock());
    },
  };
}

/** What the member answer reads besides the user row (memberSummarySelections), as the database answers it. */
export interface MemberSummary {
  balance: string | number | null;
  unread: string | number | null;
  birthday: string | null;
  vip: { level: number; name: string } | null;
}

/**
 * The member answer's reads besides the row, as the columns of one statement (the member
 * answer follows every login, whose write returns them): balance, unread count, VIP level,
 * and the birthday read again as the database's own text, since the drivers parse a date
 * column into different Date values.
 */
export function memberSummarySelections(conn: Conn, user: UserRow, now: Date) {
  const vip = memberVipLevelQuery(conn, user).as('v');
  return [
    memberSumBalanceQuery(conn, user.id).as('balance'),
    unreadMessagesQuery(conn, user, now).as('unread'),
    conn.selectFrom('users').select(sql<string | null>`to_char(birthday, 'YYYY-MM-DD')`.as('b')).where('id', '=', user.id).as('birthday'),
    conn.selectFrom(vip).select(sql<{ level: number; name: string } | null>`json_build_object('level', v.level, 'name', v.name)`.as('j')).as('vip'),
  ] as const;
}

/** The member answer from the row and its summary. */
export function memberAnswer(user: UserRow, summary: MemberSummary, currencySymbol: string, now: Date): Member {
  const birthday = user.birthday === null ? null : summary.birthday;
  const vip = summary.vip ?? undefined;
  const balance = minorOf(summary.balance ?? 0);
  const unread = Number(summary.unread ?? 0);
  return {
    id: user.id,
    customerId: user.id,
    account: user.account,
    nickname: user.nickname,
    type: user.type,
    isAgent: isAgentType(user.type),
    isTrial: user.type === TRIAL_TYPE,
    toUpline: user.parent_id !== null,
    merchantCode: user.merchant_code,
    balance: formatMinor(balance),
    currency: user.currency,
    currencySymbol,
    unreadMessage: unread,
    availablePromoCount: 0,
    availablePromo: [{ type: 'REFERRAL', enabled: user.type !== TRIAL_TYPE }],
    // Level 0 is every member's entry rank; a VIP has climbed above it.
    hasVip: (vip?.level ?? 0) > 0,
    vipRankLevel: vip?.level ?? 0,
    clubLabel: vip ? { labelName: vip.name, rankLevel: vip.level } : null,
    memberLabel: memberLabels(user),
    referralCode: user.referral_code,
    countryDialingCode: user.dialing_code ? `+${user.dialing_code}` : null,
    mobileNum: user.mobile_num,
    email: user.email,
    realName: user.payee_name,
    birthday,
    selfExcludedUntil: breakOf(user, now)?.until?.toISOString() ?? null,
    restricted: isRestricted(user, now),
    handles: { qq: user.qq_num, line: user.line, whatsapp: user.whatsapp, facebook: user.facebook, wechat: user.wechat },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
