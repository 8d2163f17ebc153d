-- The back office's notes on a player: who wrote what, when; never changed afterwards.
CREATE TABLE player_notes (
  id         bigserial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  author     text NOT NULL,
  body       text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_user ON player_notes (user_id, created_at);

-- The console's player search by the start of an account name (LIKE 'abc%') on 10,000 members.
CREATE INDEX users_account_prefix ON users (merchant_code, account_key text_pattern_ops);
CREATE INDEX users_account_key_prefix ON users (account_key text_pattern_ops);
CREATE INDEX users_mobile_num ON users (mobile_num) WHERE mobile_num IS NOT NULL;
CREATE INDEX users_email_key ON users (email_key) WHERE email_key IS NOT NULL;
