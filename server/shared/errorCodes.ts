// The stable errorCode values of the API: one per entry of the spec's error
// catalogue (section 8) plus the third-party verification errors. Pure data,
// shared by the server (answers) and the client (translated messages).
export const ERROR_CODES = [
  // spec section 8, general catalogue
  'missing_credentials',
  'invalid_account_format',
  'invalid_password_format',
  'invalid_email_format',
  'confirmation_mismatch',
  'account_not_found',
  'network_abnormal',
  'page_too_slow',
  'not_logged_in',
  'invalid_domain',
  'ip_restricted',
  'maintenance',
  'non_member_login',
  'non_agent_login',
  'register_real_account_first',
  'captcha_required',
  'verification_required',
  'unknown_error',
  'invalid_invitation_code',
  'terms_not_accepted',
  // third-party verification
  'invalid_phone_number',
  'missing_phone_number',
  'too_many_requests',
  'invalid_code',
  'missing_code',
  'captcha_check_failed',
  'quota_exceeded',
  'operation_not_allowed',
  'code_expired',
  'popup_closed_by_user',
  // third-party sign-in: cancelled at the provider; an answer that does not check out
  // (state, code, ID token); no member linked to that provider account yet; the provider
  // account is linked to another member
  'access_denied',
  'sign_in_failed',
  'sign_in_not_registered',
  'identity_in_use',
  // protocol-level
  'bad_request',
  'not_found',
  'forbidden',
  'conflict',
  'rate_limited',
  'encrypted_payload_required',
  'password_change_required',
  // accounts and sessions
  'login_failed',
  'account_locked',
  'account_exists',
  'under_age',
  'invalid_real_name_format',
  'invalid_field_format',
  'old_password_incorrect',
  'password_unchanged',
  'encrypted_payload_invalid',
  'verification_failed',
  'code_already_sent',
  // money
  'invalid_amount',
  'amount_out_of_range',
  'insufficient_funds',
  'idempotency_key_required',
  'invalid_wallet',
  'no_upline',
  'payment_password_required',
  'payment_password_incorrect',
  'invalid_payment_password_format',
  'withdrawal_limit_reached',
  'too_many_bank_accounts',
  'upload_type_not_allowed',
  'upload_too_large',
  'too_many_files',
  'proof_required',
  'invalid_state',
  'invalid_signature',
  'request_expired',
  'betting_not_allowed',
  'bet_not_found',
  'bet_already_settled',
  'bet_rolled_back',
  // lottery: a bet after the draw's lock time; a bet type or selection that does not exist
  'draw_closed',
  'invalid_bet',
  // The game launcher: a vendor inside its maintenance window (value: the window).
  'vendor_maintenance',
  // agents (docs/agent-api.md): not an agent; an account outside the caller's team;
  // contract offers with a kind switched off, malformed terms, or rates above the upline's
  'not_agent',
  'not_in_team',
  'contract_kind_disabled',
  'contract_terms_invalid',
  'contract_rate_above_upline',
  // player protection (docs/api.md "Player protection"): login refused during a time-out
  // (value.until); a self-excluded member outside the restricted routes (value.until, null
  // when indefinite); a break that would end sooner than the running one; a deposit or a
  // stake that would pass a limit (value: period, limit, used, resetsAt); a limit increase
  // confirmed before its 24 hours (value.confirmableAt)
  'timed_out',
  'excluded',
  'protection_active',
  'deposit_limit',
  'loss_limit',
  'limit_change_not_due',
  // session clock (docs/api.md "Session clock and reality check"): a stake in a login session
  // that has run past the member's session time limit (value: limitMinutes, startedAt)
  'session_time_limit',
  // identity checks (docs/api.md "Identity checks"): a withdrawal waiting for a tier; a kind
  // sent again while it waits for review; a document's birth date not the member's
  'identity_required',
  'identity_review_pending',
  'birth_date_mismatch',
  // back office: a second member of staff approves a large adjustment, never the one who asked
  'adjustment_self_approval',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
