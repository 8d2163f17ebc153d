-- When a member last answered the ask to set or review their limits (issue 17): set,
-- kept as they are, or declined. The next ask comes 6 months later
-- (LIMIT_REVIEW_MONTHS in server/shared/playerProtection.ts); a change of a limit counts too.
CREATE TABLE member_limit_reviews (
  user_id     integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  reviewed_at timestamptz NOT NULL
);

