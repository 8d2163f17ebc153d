-- Per-merchant rules of the registration form's fields. The client builds its
-- validators from them; the server enforces the same rules.

CREATE TABLE register_fields (
  merchant_code    text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  field            text NOT NULL CHECK (field ~ '^[a-zA-Z]{1,32}$'),
  enabled          boolean NOT NULL,
  required         boolean NOT NULL,
  -- A regular expression, or '*' for anything.
  accepted_pattern text NOT NULL DEFAULT '*',
  pattern_id       text NOT NULL DEFAULT 'ANY',
  min_length       integer NOT NULL DEFAULT 0 CHECK (min_length >= 0),
  max_length       integer NOT NULL DEFAULT 255 CHECK (max_length >= min_length),
  sort_order       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, field),
  -- trust.md: at least 8 characters, at least 64 accepted; rules may add to this, never weaken it.
  CHECK (field <> 'password' OR (min_length >= 8 AND max_length >= 64))
);
