// Every length of time the portal's flows wait for, in one place: the spec's numbers
// (section 9, CONSTANTS-*) and the portal's own choices beside them, marked as such.
// The machines schedule their timers from here, the views and storage read the same
// numbers, and the model tests check every timer against them (test/model).

// (The modal's 0.4 s fade after 100 ms is CSS's: --modal-fade and --modal-delay in
// src/styles/tokens.css.)

// --- Spec section 9 ---

/** The home banner moves on every 5000 ms. */
export const BANNER_ADVANCE_MS = 5_000;
/** The jackpot counter grows every 3000 ms ... */
export const JACKPOT_TICK_MS = 3_000;
/** ... by 165.11 (in minor units). */
export const JACKPOT_STEP_MINOR = 16_511;
/** The SMS countdown is expiredMinutes x 60 s; 60 s when the answer names none. */
export const DEFAULT_COUNTDOWN_SECONDS = 60;
/** The countdown shows seconds: it ticks once a second. */
export const SMS_TICK_MS = 1_000;
/** Buttons and the captcha refresh ignore clicks for this long (sections 5 and 9). */
export const THROTTLE_MS = 1_000;
/** Remember me keeps the account name for a day. */
export const REMEMBER_ME_MS = 24 * 60 * 60 * 1000;
/** A page's code that has not loaded in 120 s is reported as too slow. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** After too many requests at the SMS provider, retry after 5 minutes (sections 8 and 9, ERRORS-28). */
export const THIRD_PARTY_RETRY_MS = 5 * 60_000;
/** Real-time salary settles every 5 minutes. */
export const SALARY_SETTLE_MS = 5 * 60_000;
/** The lottery board refreshes on the period asked for, kept between these (LOTTERY-10). */
export const LOTTERY_REFRESH_MIN_MS = 7_000;
export const LOTTERY_REFRESH_MAX_MS = 30_000;
/** Draw countdowns count down by the second. */
export const LOTTERY_TICK_MS = 1_000;

// --- The portal's own choices (the spec names none) ---

/** While a sign-in provider's popup is open, the page looks this often whether it was closed. */
export const SIGN_IN_POPUP_POLL_MS = 500;
/** The banner list is asked for again after a failure this long. */
export const BANNER_RETRY_MS = 4_000;
/** A chat room asks for new messages this often. */
export const CHAT_POLL_MS = 3_000;
/** A game search waits for typing to pause this long. */
export const SEARCH_DELAY_MS = 400;
/** The game menu retries after 3 s, 6 s, 12 s ... */
export const MENU_RETRY_BASE_MS = 3_000;
/** The notices are asked for again after a failure this long. */
export const NOTICE_RETRY_MS = 5_000;
/** The personal centre's counts are a hint, not the page: a quiet retry later is enough. */
export const CENTRE_COUNTS_RETRY_MS = 15_000;
/** The system status retries after 2 s, 4 s, 8 s ... at most 30 s, and polls every minute. */
export const STATUS_RETRY_BASE_MS = 2_000;
export const STATUS_RETRY_MAX_MS = 30_000;
export const STATUS_POLL_MS = 60_000;
/** The customer-service bar checks for unread replies this often. */
export const SUPPORT_UNREAD_CHECK_MS = 60_000;
/** A withdrawal waiting for the member's confirmation is checked again this often. */
export const WITHDRAWAL_RECHECK_MS = 15_000;
/** The longest a browser timer can wait (2^31 - 1 ms); longer deadlines wait this long. */
export const MAX_TIMER_MS = 2_147_483_647;

/** The reality check's clock could not be read (offline): a quiet retry after this long (issue 17). */
export const REALITY_CHECK_RETRY_MS = 15_000;
