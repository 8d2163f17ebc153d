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
import { agentTree, contractList, settlementPayments, settlementRuns } from '../../server/shared/wire/backofficeAgents';
import { dailyReport, type DailyReportQuery } from '../../server/shared/wire/backofficeReports';
import { settlementRuns as settledRuns, type SETTLEMENT_KINDS } from '../../server/shared/wire/agent';
import { payeeAccount, walletQueue, type WalletSettingsChange } from '../../server/shared/wire/operatorMoney';
import type { PhoneVerificationChange, RegisterFieldChange, SignInProviderChange, SystemChange } from '../../server/shared/wire/operator';
import { merchantList, systemSettings, vendorMaintenance, walletSettings, type CustomerServicesChange } from '../../server/shared/wire/operatorSettings';
import type { maintenanceBody } from '../../server/shared/wire/lobby';
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

/** The staff token as a call's header (the area API modules use it too). */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** A console call checked against its wire shape; a 401 ends the staff session. */
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

/** Every merchant, for the pickers of the console's filters (any signed-in member of staff). */
export const fetchMerchants = (token: string, { signal }: CallOptions = {}) => callWith(staffHttp, merchantList, 'backoffice/merchants', { headers: bearer(token), signal });

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
 * A file an operator route answers (a proof image, a CSV): the route needs the staff token, so
 * neither an <img src> nor a link can ask for it; it comes as a blob the page shows or saves
 * through an object URL.
 */
export async function staffBlob(token: string, path: string, searchParams: Record<string, string>, { signal }: CallOptions = {}): Promise<Blob> {
  let response: Response;
  try {
    response = await staffHttp(path, { headers: bearer(token), searchParams, signal });
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

/** A deposit's proof image (money.decide; each view audited). */
export const fetchUpload = (token: string, id: string, options: CallOptions = {}) => staffBlob(token, `operator/uploads/${encodeURIComponent(id)}`, {}, options);

/** An activity application's image (rewards.review; each view audited). */
export const fetchApplicationUpload = (token: string, id: string, options: CallOptions = {}) => staffBlob(token, `operator/applications/uploads/${encodeURIComponent(id)}`, {}, options);

/** The full bank account a withdrawal pays to (money.decide; the queue shows it masked; each view audited). */
export const fetchPayeeAccount = (token: string, withdrawalId: string, { signal }: CallOptions = {}) =>
  staffCall(payeeAccount, `operator/withdrawals/${encodeURIComponent(withdrawalId)}/bank-account`, { headers: bearer(token), signal });

/** A query's set values as search parameters (absent and empty ones left out); every console API module uses it. */
export const paramsOf = (query: object): Record<string, string> => {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params[key] = String(value);
  return params;
};

// ── Audit log (audit.read) ──────────────────────────────────────────────────

export const fetchAudit = (token: string, query: Partial<AuditQuery>, { signal }: CallOptions = {}) =>
  staffCall(auditPage, 'operator/audit', { headers: bearer(token), searchParams: paramsOf(query), signal });

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

// ── Agents (agents.manage; running a period now: jobs.run) ──────────────────

export type TreeQuery = { merchantCode?: string; parentId?: string; page?: number };
export const fetchAgentTree = (token: string, query: TreeQuery, { signal }: CallOptions = {}) =>
  staffCall(agentTree, 'operator/agents/tree', { headers: bearer(token), searchParams: paramsOf(query), signal });

export type ContractQuery = { merchantCode?: string; status?: string; agentId?: string; page?: number };
export const fetchAgentContracts = (token: string, query: ContractQuery, { signal }: CallOptions = {}) =>
  staffCall(contractList, 'operator/agents/contracts', { headers: bearer(token), searchParams: paramsOf(query), signal });

export type RunQuery = { merchantCode?: string; page?: number };
export const fetchSettlementRuns = (token: string, query: RunQuery, { signal }: CallOptions = {}) =>
  staffCall(settlementRuns, 'operator/agents/settlement-runs', { headers: bearer(token), searchParams: paramsOf(query), signal });

export const fetchSettlementRun = (token: string, kind: string, periodKey: string, merchantCode: string | undefined, { signal }: CallOptions = {}) =>
  staffCall(settlementPayments, `operator/agents/settlement-runs/${encodeURIComponent(kind)}/${encodeURIComponent(periodKey)}`, {
    headers: bearer(token),
    searchParams: paramsOf({ merchantCode }),
    signal,
  });

export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];
/** Settles the last ended period of a kind now, for every merchant (a period settles once). */
export const runSettlement = (token: string, kind: SettlementKind, { signal }: CallOptions = {}) =>
  staffCall(settledRuns, 'operator/jobs/agent-settlements', { method: 'post', json: { kind }, headers: bearer(token), signal });

// ── Reports (reports.read) ──────────────────────────────────────────────────

export type ReportQuery = Partial<Omit<DailyReportQuery, 'groupBy'>> & { groupBy?: DailyReportQuery['groupBy'] };
export const fetchDailyReport = (token: string, query: ReportQuery, { signal }: CallOptions = {}) =>
  staffCall(dailyReport, 'operator/reports/daily', { headers: bearer(token), searchParams: paramsOf(query), signal });

/** The same report as CSV: fetched with the token (a link could not carry it), saved from a blob. */
export const fetchDailyReportCsv = (token: string, query: ReportQuery, options: CallOptions = {}) => staffBlob(token, 'operator/reports/daily.csv', paramsOf(query), options);

// ── Settings (settings.manage; money settings money.decide; vendor maintenance risk.manage) ──

const merchantQuery = (merchantCode: string | undefined): Record<string, string> => (merchantCode ? { merchantCode } : {});

export const fetchSettings = (token: string, merchantCode: string | undefined, { signal }: CallOptions = {}) =>
  staffCall(systemSettings, 'operator/settings', { headers: bearer(token), searchParams: merchantQuery(merchantCode), signal });
export const fetchWalletSettings = (token: string, merchantCode: string | undefined, { signal }: CallOptions = {}) =>
  staffCall(walletSettings, 'operator/wallet-settings', { headers: bearer(token), searchParams: merchantQuery(merchantCode), signal });
export const fetchVendorMaintenance = (token: string, { signal }: CallOptions = {}) => staffCall(vendorMaintenance, 'operator/vendors/maintenance', { headers: bearer(token), signal });

type VendorMaintenanceChange = v.InferOutput<typeof maintenanceBody>;

/** A settings change by its PUT route (the body as the route's wire shape has it). */
const put = <Body extends object>(path: string) => (token: string, body: Body, { signal }: CallOptions = {}) => staffCall(anything, path, { method: 'put', json: body, headers: bearer(token), signal });
export const putSystem = put<SystemChange>('operator/system');
export const putRegisterField = put<RegisterFieldChange>('operator/register-fields');
export const putSignInProvider = put<SignInProviderChange>('operator/sign-in-providers');
export const putPhoneVerification = put<PhoneVerificationChange>('operator/phone-verification');
export const putWalletSettings = put<WalletSettingsChange>('operator/wallet-settings');
export const putCustomerServices = put<CustomerServicesChange>('operator/customer-services');
export const putVendorMaintenance = put<VendorMaintenanceChange>('operator/vendors/maintenance');
export const endVendorMaintenance = (token: string, vendor: string, { signal }: CallOptions = {}) =>
  staffCall(anything, `operator/vendors/${encodeURIComponent(vendor)}/maintenance`, { method: 'delete', headers: bearer(token), signal });
