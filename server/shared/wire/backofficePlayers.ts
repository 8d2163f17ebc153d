// The back office's players (docs/api.md "Back office: players"): search by account, mobile,
// e-mail or invitation code; a player's page (profile, wallets, notes) with its ledger, bets
// and logins a page at a time; notes; lock and unlock; a password reset that forces a change.
// The ledger, bets and logins are the member's own shapes (records.ts, centre.ts).
import * as v from 'valibot';
import { id, isoTime, pageNumber, pageOf } from './common';
import { walletBalance } from './wallet';

/** The orders the player search offers. */
export const PLAYER_SORTS = ['newest', 'oldest', 'account', 'lastLogin'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];

export const playerSearchQuery = v.strictObject({
  /** An account (its start), a mobile number (digits), an e-mail, or an invitation or referral code; empty lists every player. */
  q: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
  merchantCode: v.optional(v.pipe(v.string(), v.maxLength(16))),
  /** newest (registered, the default), oldest, account (A to Z) or lastLogin (most recent first). */
  sort: v.optional(v.picklist(PLAYER_SORTS), 'newest'),
  page: v.optional(pageNumber, 1),
});
export type PlayerSearchQuery = v.InferOutput<typeof playerSearchQuery>;

export const playerSummary = v.object({
  id,
  account: v.string(),
  merchantCode: v.string(),
  /** member, agent or trial (server/shared/accountTypes.ts). */
  kind: v.picklist(['member', 'agent', 'trial']),
  currency: v.string(),
  mobile: v.nullable(v.string()),
  email: v.nullable(v.string()),
  referralCode: v.string(),
  locked: v.boolean(),
  registeredAt: isoTime,
  lastLoginAt: v.nullable(isoTime),
});
export type PlayerSummary = v.InferOutput<typeof playerSummary>;
export const playerList = pageOf(playerSummary);
export type PlayerList = v.InferOutput<typeof playerList>;

export const playerNote = v.object({ id, author: v.string(), body: v.string(), at: isoTime });
export type PlayerNote = v.InferOutput<typeof playerNote>;

export const playerDetails = v.object({
  ...playerSummary.entries,
  nickname: v.string(),
  payeeName: v.nullable(v.string()),
  birthday: v.nullable(v.string()),
  registerIp: v.nullable(v.string()),
  registerDomain: v.nullable(v.string()),
  /** The agent above the player, if any. */
  parentAccount: v.nullable(v.string()),
  /** When the running time-out or self-exclusion ends; null when none runs or it is indefinite. */
  selfExcludedUntil: v.nullable(isoTime),
  /** The running break: time_out, exclusion (indefinite when selfExcludedUntil is null), or null. */
  protectionKind: v.optional(v.nullable(v.picklist(['time_out', 'exclusion']))),
  /** The next login must change the password (a reset by staff). */
  passwordChangeRequired: v.boolean(),
  wallets: walletBalance,
  notes: v.array(playerNote),
});
export type PlayerDetails = v.InferOutput<typeof playerDetails>;

export const playerParams = v.strictObject({ id });

export const NOTE_MAX = 1000;
/** A note's text: not only spaces (kept without the spaces at either end). */
export const playerNoteRequest = v.strictObject({ body: v.pipe(v.string(), v.maxLength(NOTE_MAX), v.regex(/\S/)) });

export const LOCK_REASON_MAX = 500;
/** A lock or an unlock; a member of staff gives the reason (kept in the audit log), a tool's key may leave it out. */
export const playerLockRequest = v.strictObject({ locked: v.boolean(), reason: v.optional(v.pipe(v.string(), v.maxLength(LOCK_REASON_MAX))) });
export const playerLock = v.object({ locked: v.boolean(), sessionsRevoked: v.number() });

/** The temporary password, shown once to the staff member who reset it; the player must change it at the next login. */
export const passwordReset = v.object({ temporaryPassword: v.string(), sessionsRevoked: v.number() });

export { pageQuery as playerPageQuery } from './common';
