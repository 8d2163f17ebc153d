// The answer envelope of every /api route and the one error type routes and
// services throw: the error handler turns it into a translated answer.
import type { ErrorCode } from '../shared/errorCodes';

export interface Ok<T> {
  success: true;
  value: T;
}

export interface Failure {
  success: false;
  errorCode: ErrorCode;
  message: string;
  value?: unknown;
}

export function ok<T>(value: T): Ok<T> {
  return { success: true, value };
}

/** The HTTP status of each code that has a fixed one (api.md); others answer 400. */
const STATUS_OF: Partial<Record<ErrorCode, number>> = {
  not_logged_in: 401,
  forbidden: 403,
  register_real_account_first: 403,
  password_change_required: 403,
  non_member_login: 403,
  non_agent_login: 403,
  not_agent: 403,
  not_found: 404,
  account_not_found: 404,
  conflict: 409,
  maintenance: 423,
  ip_restricted: 423,
  rate_limited: 429,
  too_many_requests: 429,
  account_locked: 429,
  code_already_sent: 429,
  invalid_signature: 401,
  request_expired: 401,
  betting_not_allowed: 403,
  timed_out: 403,
  excluded: 403,
  identity_required: 403,
  session_time_limit: 403,
  identity_review_pending: 409,
  adjustment_self_approval: 403,
  network_abnormal: 503,
  unknown_error: 500,
};

export function statusOf(code: ErrorCode): number {
  return STATUS_OF[code] ?? 400;
}

/** A failure the client is told about: a stable code, a translated message, optional data. */
export class ApiFailure extends Error {
  readonly statusCode: number;
  /** Seconds until a retry may succeed; sent as Retry-After (429 answers). */
  retryAfterSeconds?: number;

  /** A refusal that lifts by itself after `seconds` (rate limits, lockouts, code countdowns). */
  static retryLater(errorCode: ErrorCode, seconds: number, value?: Record<string, unknown>): ApiFailure {
    const wait = Math.max(1, Math.ceil(seconds));
    const failure = new ApiFailure(errorCode, { ...value, retryAfterSeconds: wait });
    failure.retryAfterSeconds = wait;
    return failure;
  }

  constructor(
    readonly errorCode: ErrorCode,
    readonly value?: unknown,
    statusCode?: number,
  ) {
    super(errorCode);
    this.name = 'ApiFailure';
    this.statusCode = statusCode ?? statusOf(errorCode);
  }
}
