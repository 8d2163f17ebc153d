-- The session clock (issue 17, server/shared/playerProtection.ts): a member's reality-check
-- interval and session time limit, and each session's last acknowledged reality check.
-- A loosening of the session time limit (an increase or a removal) waits like the other
-- limits: pending_since is when it was asked, pending_session_limit_minutes the new limit
-- (NULL with pending_since set: a removal); it applies only when confirmed 24 hours later.
CREATE TABLE member_session_rules (
  user_id                        integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  reality_check_minutes          integer NOT NULL CHECK (reality_check_minutes BETWEEN 5 AND 60),
  session_limit_minutes          integer CHECK (session_limit_minutes > 0),
  pending_session_limit_minutes  integer CHECK (pending_session_limit_minutes > 0),
  pending_since                  timestamptz,
  updated_at                     timestamptz NOT NULL
);

-- The next reality check of a session is due an interval after this (or after login when
-- no row): held on the server so a reload does not start the interval again.
CREATE TABLE session_reality_checks (
  session_id       bigint PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
  acknowledged_at  timestamptz NOT NULL
);

-- The net position of a session: a member's tickets by time (bets have bets_user).
CREATE INDEX IF NOT EXISTS lottery_tickets_user_placed ON lottery_tickets (user_id, placed_at);
