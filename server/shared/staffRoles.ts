// The back office's staff and who may do what (issue: the operator's back office): one list
// of roles, one of permissions, and the roles that hold each. The server refuses a call whose
// permission the caller's role (or API key's scopes) lacks, and the console hides it, both
// from this table. Least privilege: each role holds only the work it names.

import { MINOR_DIGITS } from './money';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const STAFF_ROLES = ['admin', 'finance', 'support', 'content', 'risk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every permission an operator call needs, with the roles that hold it. */
export const PERMISSION_ROLES = {
  /** Staff accounts, their roles, and the operator API's keys. */
  'staff.manage': ['admin'],
  /** Maintenance, regions, switches, registration fields, sign-in providers, resources. */
  'settings.manage': ['admin'],
  /** The audit log. */
  'audit.read': ['admin', 'risk'],
  /** Reports and the ledger check. */
  'reports.read': ['admin', 'finance'],
  /** The deposit and withdrawal queues, money settings and vendors' wallets. */
  'money.decide': ['finance'],
  /** Manual credits and debits, and rewards granted. */
  'money.adjust': ['finance'],
  /** Players' pages: profile, wallets, ledger, bets, logins. */
  'players.read': ['support', 'finance', 'risk'],
  /** Notes on a player. */
  'players.note': ['support', 'risk'],
  /** Lock and unlock, password reset. */
  'players.lock': ['support', 'risk'],
  /** The staff side of the member chat. */
  'chat.answer': ['support'],
  /** Banners, notices, promotions and help (promotion applications are decided under rewards.review). */
  'content.manage': ['content'],
  /** Points redemptions and promotion applications decided. */
  'rewards.review': ['content', 'finance'],
  /** Limits, exclusions, vendor maintenance, and (later) identity checks. */
  'risk.manage': ['risk'],
  /** The agent tree, contracts and settlement runs. */
  'agents.manage': ['admin', 'finance'],
  /** Scheduled jobs run now (settlements, draws, confirmation deadlines). */
  'jobs.run': ['admin', 'finance'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSION_ROLES;
export const PERMISSIONS = Object.keys(PERMISSION_ROLES) as Permission[];

/** Whether a staff role holds a permission. */
export function roleMay(role: StaffRole, permission: Permission): boolean {
  return (PERMISSION_ROLES[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission a role holds (what its console shows). */
export function permissionsOf(role: StaffRole): Permission[] {
  return PERMISSIONS.filter((permission) => roleMay(role, permission));
}

// --- Staff sign-in (numbers the operator's policy may change here, nowhere else) ---

/** A staff session ends after this long without a call ... */
export const STAFF_IDLE_MS = 15 * MINUTE;
/** ... and this long after sign-in in any case. */
export const STAFF_ABSOLUTE_MS = 8 * HOUR;
/** The password step leaves this long to give the second factor. */
export const STAFF_SECOND_STEP_MS = 5 * MINUTE;
/** TOTP (RFC 6238) as authenticator apps expect it: SHA-1, 6 digits, 30-second steps ... */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** ... and one step either side for a phone's clock. */
export const TOTP_WINDOW = 1;
/** Recovery codes given at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** The issuer authenticator apps list the account under. */
export const TOTP_ISSUER = 'Gaming Portal back office';
/** A staff password's length (the member rule's characters do not apply: staff choose long ones). */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;
/** A staff name: lower-case letters, digits, dots and dashes. */
export const STAFF_USERNAME = /^[a-z][a-z0-9.-]{2,31}$/;
/** A manual adjustment above this (major units of the member's currency) needs a second finance staff member. */
export const FOUR_EYES_ABOVE_MAJOR = 1000;
/** The same in minor units, as amounts are stored (server/shared/money.ts). */
export const FOUR_EYES_ABOVE_MINOR = FOUR_EYES_ABOVE_MAJOR * 10 ** MINOR_DIGITS;

/**
 * Whether an adjustment of this many minor units (either sign) waits for a second member of
 * staff instead of posting: strictly above the threshold; at it, it posts at once.
 */
export function needsSecondApprover(amountMinor: number): boolean {
  return Math.abs(amountMinor) > FOUR_EYES_ABOVE_MINOR;
}
