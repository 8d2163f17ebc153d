// The back office's calls (docs/api.md "Back office"): staff sign-in, the signed-in staff
// member, and the operator routes called with the staff token. Answers are checked against
// the shared wire shapes like the player app's (src/api/client.ts); a 401 anywhere means the
// staff session ended, which the console hears through onSessionEnded.
import ky, { type Options } from 'ky';
import * as v from 'valibot';
import {
  auditPage,
  createdKey,
  operatorKey,
  operatorKeys,
  staffAccount,
  staffAccounts,
  staffMember,
  staffSecondStep,
  staffSession,
  type AuditQuery,
  type CreateStaffRequest,
} from '../../server/shared/wire/backoffice';
import { walletQueue } from '../../server/shared/wire/operatorMoney';
import { deposit, withdrawal } from '../../server/shared/wire/wallet';
import type { Permission, StaffRole } from '../../server/shared/staffRoles';
import { ApiError, callWith, envelope, type CallOptions } from '../api/client';
import { isErrorCode } from '../../server/shared/errorCodes';
import { storage } from '../storage/storage';

const staffHttp = ky.create({
  prefixUrl: '/api',
  timeout: 20_000,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [(request) => void request.headers.set('Accept-Language', storage.language())],
  },
});

type Listener = () => void;
const endedListeners = new Set<Listener>();
/** Hears every call answered 401: the staff session is over (idle, expired, revoked). */
export function onSessionEnded(listener: Listener): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}
const sessionEnded = () => {
  for (const listener of [...endedListeners]) listener();
};

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
export const staffCall = <S extends v.GenericSchema>(schema: S, path: string, options: Options) => callWith(staffHttp, schema, path, options, sessionEnded);
const anything = v.unknown();

// ── Sign-in ─────────────────────────────────────────────────────────────────

export const signIn = (body: { username: string; password: string }, { signal }: CallOptions = {}) =>
  callWith(staffHttp, staffSecondStep, 'backoffice/session', { method: 'post', json: body, signal });

export type SecondFactor = { ticket: string; code: string } | { ticket: string; recoveryCode: string };
export const verifyTotp = (body: SecondFactor, { signal }: CallOptions = {}) =>
  callWith(staffHttp, staffSession, 'backoffice/session/totp', { method: 'post', json: body, signal });

export const enrol = (body: { ticket: string; code: string }, { signal }: CallOptions = {}) =>
  callWith(staffHttp, staffSession, 'backoffice/session/enrol', { method: 'post', json: body, signal });

export const fetchMe = (token: string, { signal }: CallOptions = {}) => callWith(staffHttp, staffMember, 'backoffice/me', { headers: bearer(token), signal });

export const signOut = (token: string, { signal }: CallOptions = {}) =>
  callWith(staffHttp, anything, 'backoffice/session', { method: 'delete', headers: bearer(token), signal });

// ── Money queue (money.decide) ──────────────────────────────────────────────

export const fetchWalletQueue = (token: string, { signal }: CallOptions = {}) => staffCall(walletQueue, 'operator/wallet/queue', { headers: bearer(token), signal });

export const approveDeposit = (token: string, id: string, { signal }: CallOptions = {}) =>
  staffCall(deposit, `operator/deposits/${encodeURIComponent(id)}/approve`, { method: 'post', json: {}, headers: bearer(token), signal });
export const rejectDeposit = (token: string, id: string, note: string, { signal }: CallOptions = {}) =>
  staffCall(deposit, `operator/deposits/${encodeURIComponent(id)}/reject`, { method: 'post', json: { note }, headers: bearer(token), signal });
export const markWithdrawalPaid = (token: string, id: string, { signal }: CallOptions = {}) =>
  staffCall(withdrawal, `operator/withdrawals/${encodeURIComponent(id)}/paid`, { method: 'post', json: {}, headers: bearer(token), signal });
export const rejectWithdrawal = (token: string, id: string, note: string, { signal }: CallOptions = {}) =>
  staffCall(withdrawal, `operator/withdrawals/${encodeURIComponent(id)}/reject`, { method: 'post', json: { note }, headers: bearer(token), signal });

/**
 * A deposit's proof image: the route needs the staff token, so an <img src> cannot ask for it;
 * the image comes as a blob the page shows through an object URL.
 */
export async function fetchUpload(token: string, id: string, { signal }: CallOptions = {}): Promise<Blob> {
  let response: Response;
  try {
    response = await staffHttp(`operator/uploads/${encodeURIComponent(id)}`, { headers: bearer(token), signal });
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    throw new ApiError('network_abnormal', String(err), 0);
  }
  if (response.ok) return response.blob();
  const parsed = v.safeParse(envelope, await response.json().catch(() => null));
  const code = parsed.success && !parsed.output.success && isErrorCode(parsed.output.errorCode) ? parsed.output.errorCode : 'unknown_error';
  if (response.status === 401) sessionEnded();
  throw new ApiError(code, '', response.status);
}

// ── Audit log (audit.read) ──────────────────────────────────────────────────

export const fetchAudit = (token: string, query: Partial<AuditQuery>, { signal }: CallOptions = {}) => {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') searchParams[key] = String(value);
  return staffCall(auditPage, 'operator/audit', { headers: bearer(token), searchParams, signal });
};

// ── Staff and keys (staff.manage) ───────────────────────────────────────────

export const fetchStaff = (token: string, { signal }: CallOptions = {}) => staffCall(staffAccounts, 'operator/staff', { headers: bearer(token), signal });
export const createStaff = (token: string, body: CreateStaffRequest, { signal }: CallOptions = {}) =>
  staffCall(staffAccount, 'operator/staff', { method: 'post', json: body, headers: bearer(token), signal });
export type StaffChange = { role?: StaffRole; disabled?: boolean; resetSecondFactor?: true };
export const updateStaff = (token: string, id: string, body: StaffChange, { signal }: CallOptions = {}) =>
  staffCall(staffAccount, `operator/staff/${encodeURIComponent(id)}`, { method: 'patch', json: body, headers: bearer(token), signal });

export const fetchKeys = (token: string, { signal }: CallOptions = {}) => staffCall(operatorKeys, 'operator/keys', { headers: bearer(token), signal });
export const createKey = (token: string, body: { name: string; scopes: Permission[] }, { signal }: CallOptions = {}) =>
  staffCall(createdKey, 'operator/keys', { method: 'post', json: body, headers: bearer(token), signal });
export const revokeKey = (token: string, id: string, { signal }: CallOptions = {}) =>
  staffCall(v.union([operatorKey, anything]), `operator/keys/${encodeURIComponent(id)}`, { method: 'delete', headers: bearer(token), signal });
