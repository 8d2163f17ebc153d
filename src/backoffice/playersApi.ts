// The back office's players and four-eyes adjustments (docs/api.md "Back office: players",
// "Back office: pending adjustments"): the operator routes called with the staff token,
// answers checked against the shared wire shapes.
import { adjustmentAnswer, pendingAdjustment, pendingAdjustmentPage, type PendingAdjustmentQuery } from '../../server/shared/wire/adjustmentApprovals';
import { passwordReset, playerDetails, playerList, playerLock, playerNote, type PlayerSearchQuery } from '../../server/shared/wire/backofficePlayers';
import { loginPage } from '../../server/shared/wire/centre';
import type { AdjustmentRequest } from '../../server/shared/wire/operatorMoney';
import { playerProtection, type OperatorBreakRequest } from '../../server/shared/wire/protection';
import { accountPage, betPage, type RangePreset } from '../../server/shared/wire/records';
import type { CallOptions } from '../api/client';
import { bearer, paramsOf, staffCall } from './api';

const player = (id: string, part = '') => `operator/players/${encodeURIComponent(id)}${part}`;

// ── Players (players.read, players.note, players.lock) ─────────────────────

export const searchPlayers = (token: string, query: Partial<PlayerSearchQuery>, { signal }: CallOptions = {}) =>
  staffCall(playerList, 'operator/players', { headers: bearer(token), searchParams: paramsOf(query), signal });

export const fetchPlayer = (token: string, id: string, { signal }: CallOptions = {}) => staffCall(playerDetails, player(id), { headers: bearer(token), signal });

/** One page of the player's ledger, bets or logins (the ledger and bets over the last 7 or 30 days). */
export type RecordQuery = { page: number; preset?: RangePreset };
export const fetchPlayerLedger = (token: string, id: string, query: RecordQuery, { signal }: CallOptions = {}) =>
  staffCall(accountPage, player(id, '/ledger'), { headers: bearer(token), searchParams: paramsOf(query), signal });
export const fetchPlayerBets = (token: string, id: string, query: RecordQuery, { signal }: CallOptions = {}) =>
  staffCall(betPage, player(id, '/bets'), { headers: bearer(token), searchParams: paramsOf(query), signal });
export const fetchPlayerLogins = (token: string, id: string, query: RecordQuery, { signal }: CallOptions = {}) =>
  staffCall(loginPage, player(id, '/logins'), { headers: bearer(token), searchParams: paramsOf({ page: query.page }), signal });

export const addPlayerNote = (token: string, id: string, body: string, { signal }: CallOptions = {}) =>
  staffCall(playerNote, player(id, '/notes'), { method: 'post', json: { body }, headers: bearer(token), signal });

export const setPlayerLock = (token: string, id: string, change: { locked: boolean; reason: string }, { signal }: CallOptions = {}) =>
  staffCall(playerLock, player(id, '/lock'), { method: 'put', json: change, headers: bearer(token), signal });

export const resetPlayerPassword = (token: string, id: string, { signal }: CallOptions = {}) =>
  staffCall(passwordReset, player(id, '/password-reset'), { method: 'post', json: {}, headers: bearer(token), signal });

// ── Player protection (players.read to read, risk.manage to impose a break) ──

export const fetchPlayerProtection = (token: string, id: string, { signal }: CallOptions = {}) =>
  staffCall(playerProtection, player(id, '/protection'), { headers: bearer(token), signal });

export const imposeBreak = (token: string, id: string, order: OperatorBreakRequest, { signal }: CallOptions = {}) =>
  staffCall(playerProtection, player(id, '/break'), { method: 'put', json: order, headers: bearer(token), signal });

// ── Adjustments (money.adjust) ──────────────────────────────────────────────

/** A credit or debit; the same key sends the same adjustment at most once. */
export const adjust = (token: string, body: AdjustmentRequest, key: string, { signal }: CallOptions = {}) =>
  staffCall(adjustmentAnswer, 'operator/adjustments', { method: 'post', json: body, headers: { ...bearer(token), 'Idempotency-Key': key }, signal });

export const fetchPendingAdjustments = (token: string, query: Partial<PendingAdjustmentQuery>, { signal }: CallOptions = {}) =>
  staffCall(pendingAdjustmentPage, 'operator/adjustments/pending', { headers: bearer(token), searchParams: paramsOf(query), signal });

export const approveAdjustment = (token: string, id: string, { signal }: CallOptions = {}) =>
  staffCall(pendingAdjustment, `operator/adjustments/${encodeURIComponent(id)}/approve`, { method: 'post', headers: bearer(token), signal });

export const rejectAdjustment = (token: string, id: string, reason: string, { signal }: CallOptions = {}) =>
  staffCall(pendingAdjustment, `operator/adjustments/${encodeURIComponent(id)}/reject`, { method: 'post', json: { reason }, headers: bearer(token), signal });
