-- A member's deposit (and later loss) limits per period (issue 17, server/shared/playerProtection.ts).
-- amount_minor: the limit in force, NULL for none. A loosening change (an increase or a
-- removal) waits: pending_since is when it was asked, pending_amount_minor the new limit
-- (NULL with pending_since set: a removal); it applies only when confirmed 24 hours later.
CREATE TABLE member_limits (
  user_id              integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind                 text NOT NULL CHECK (kind IN ('deposit', 'loss')),
  period               text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_minor         bigint CHECK (amount_minor >= 0),
  pending_amount_minor bigint CHECK (pending_amount_minor >= 0),
  pending_since        timestamptz,
  updated_at           timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind, period)
);

-- The deposits counted against a limit: a member's, by time.
CREATE INDEX IF NOT EXISTS deposits_user_created ON deposits (user_id, created_at);
