// The back office's own calls (docs/api.md "Back office"): staff sign-in with a password and
// a TOTP second factor (enrolment with a QR code at the first sign-in, recovery codes), the
// signed-in staff member, staff accounts, the operator API's keys and the audit log. The
// console's other work calls the operator routes (/api/operator/...) with the staff token,
// each refused unless the role holds the route's permission (server/shared/staffRoles.ts).
import * as v from 'valibot';
import { PERMISSIONS, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_ROLES, STAFF_USERNAME, TOTP_DIGITS } from '../staffRoles';
import { id, isoTime, pageNumber, pageOf } from './common';

export const staffUsername = v.pipe(v.string(), v.regex(STAFF_USERNAME));
export const staffPassword = v.pipe(v.string(), v.minLength(STAFF_PASSWORD_MIN), v.maxLength(STAFF_PASSWORD_MAX));
export const staffRole = v.picklist(STAFF_ROLES);
export const permission = v.picklist(PERMISSIONS);

// ── Sign-in ─────────────────────────────────────────────────────────────────

/** Step one: the password. Wrong name, wrong password or a disabled account answer the same (`login_failed`). */
export const staffSignInRequest = v.strictObject({
  username: v.pipe(v.string(), v.maxLength(64)),
  password: v.pipe(v.string(), v.maxLength(STAFF_PASSWORD_MAX)),
});

/**
 * What follows the password: the code of the enrolled authenticator (`totp`), or enrolment
 * (`enrol`: the secret as text and as an otpauth URI with its QR code, for the first sign-in
 * or after an admin reset the second factor). The ticket carries the step for 5 minutes.
 */
export const staffSecondStep = v.variant('next', [
  v.object({ next: v.literal('totp'), ticket: v.string() }),
  v.object({ next: v.literal('enrol'), ticket: v.string(), secret: v.string(), otpauthUri: v.string(), qrSvg: v.string() }),
]);
export type StaffSecondStep = v.InferOutput<typeof staffSecondStep>;

export const totpCode = v.pipe(v.string(), v.regex(new RegExp(`^[0-9]{${TOTP_DIGITS}}$`)));
/** A recovery code as given: groups of letters and digits, dashes and case ignored. */
export const recoveryCode = v.pipe(v.string(), v.maxLength(32));

/** Step two: a code from the authenticator, or one recovery code. */
export const staffTotpRequest = v.union([
  v.strictObject({ ticket: v.string(), code: totpCode }),
  v.strictObject({ ticket: v.string(), recoveryCode }),
]);
/** Enrolment: the first code the new authenticator shows proves it holds the secret. */
export const staffEnrolRequest = v.strictObject({ ticket: v.string(), code: totpCode });

export const staffMember = v.object({
  id,
  username: v.string(),
  displayName: v.string(),
  role: staffRole,
  /** What the role may do: the console shows only these. */
  permissions: v.array(permission),
});
export type StaffMember = v.InferOutput<typeof staffMember>;

export const staffSession = v.object({
  token: v.string(),
  staff: staffMember,
  /** Given once, at enrolment: each signs in once in place of a code. */
  recoveryCodes: v.optional(v.array(v.string())),
});
export type StaffSession = v.InferOutput<typeof staffSession>;

// ── Staff accounts (staff.manage) ───────────────────────────────────────────

export const staffAccount = v.object({
  id,
  username: v.string(),
  displayName: v.string(),
  role: staffRole,
  enrolled: v.boolean(),
  disabled: v.boolean(),
  createdAt: isoTime,
  lastSignInAt: v.nullable(isoTime),
});
export type StaffAccount = v.InferOutput<typeof staffAccount>;
export const staffAccounts = v.object({ items: v.array(staffAccount) });

export const createStaffRequest = v.strictObject({
  username: staffUsername,
  displayName: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  role: staffRole,
  password: staffPassword,
});
export type CreateStaffRequest = v.InferOutput<typeof createStaffRequest>;

/** A change to a staff account: its role, disabled or not, or its second factor reset (enrol again). */
export const updateStaffRequest = v.strictObject({
  role: v.optional(staffRole),
  disabled: v.optional(v.boolean()),
  resetSecondFactor: v.optional(v.literal(true)),
});

// ── Operator API keys (staff.manage) ────────────────────────────────────────

export const operatorKey = v.object({
  id,
  name: v.string(),
  scopes: v.array(permission),
  createdBy: v.string(),
  createdAt: isoTime,
  lastUsedAt: v.nullable(isoTime),
  revokedAt: v.nullable(isoTime),
});
export type OperatorKey = v.InferOutput<typeof operatorKey>;
export const operatorKeys = v.object({ items: v.array(operatorKey) });

export const createKeyRequest = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  scopes: v.pipe(v.array(permission), v.minLength(1)),
});
/** The key itself is shown once, at creation; only its hash is kept. */
export const createdKey = v.object({ ...operatorKey.entries, key: v.string() });

// ── Audit log (audit.read) ──────────────────────────────────────────────────

export const auditQuery = v.strictObject({
  page: v.optional(pageNumber, 1),
  /** Who: a staff member's name as the log writes it (`staff:<name>`), a key's (`key:<name>`), ... */
  actor: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** What: an action's name or its start (`deposit.` matches every deposit action). */
  action: v.optional(v.pipe(v.string(), v.maxLength(100))),
  from: v.optional(isoTime),
  to: v.optional(isoTime),
});
export type AuditQuery = v.InferOutput<typeof auditQuery>;

export const auditEntry = v.object({
  id,
  actor: v.string(),
  ip: v.nullable(v.string()),
  action: v.string(),
  details: v.record(v.string(), v.unknown()),
  at: isoTime,
});
export type AuditEntry = v.InferOutput<typeof auditEntry>;
export const auditPage = pageOf(auditEntry);

