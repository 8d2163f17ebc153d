-- The back office's staff: accounts apart from members, each with one role
-- (server/shared/staffRoles.ts), an argon2id password and a TOTP second factor that is
-- mandatory (enrolled at the first sign-in; an admin's reset clears it to enrol again).
CREATE TABLE staff (
  id                 bigserial PRIMARY KEY,
  username           text NOT NULL UNIQUE CHECK (username ~ '^[a-z][a-z0-9.-]{2,31}$'),
  display_name       text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 64),
  role               text NOT NULL CHECK (role IN ('admin', 'finance', 'support', 'content', 'risk')),
  password_hash      text NOT NULL,
  -- The authenticator's shared secret (base32) once enrolment is proven; null until then.
  totp_secret        text,
  -- The secret offered at the last password step of an unenrolled account, until a code proves it.
  totp_pending       text,
  -- The last TOTP time step accepted: a code of that step or before is refused (no replay).
  totp_last_step     bigint NOT NULL DEFAULT 0,
  disabled_at        timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at    timestamptz
);

-- Recovery codes, given once at enrolment: only their hashes are kept, each used once.
CREATE TABLE staff_recovery_codes (
  id         bigserial PRIMARY KEY,
  staff_id   bigint NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  used_at    timestamptz
);
CREATE INDEX staff_recovery_codes_staff ON staff_recovery_codes (staff_id);

-- Staff sessions: the SHA-256 of a 256-bit token. 'second_step' rows are the password step's
-- ticket (5 minutes, good only for the TOTP or enrolment call); 'signed_in' rows are the console's.
CREATE TABLE staff_sessions (
  id            bigserial PRIMARY KEY,
  token_hash    text NOT NULL UNIQUE,
  staff_id      bigint NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  stage         text NOT NULL CHECK (stage IN ('second_step', 'signed_in')),
  ip            text,
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- The operator API's keys for tools: each with the permissions it may use; only the key's
-- SHA-256 is kept (the key is shown once, at creation), revoked rather than deleted.
CREATE TABLE operator_keys (
  id            bigserial PRIMARY KEY,
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  key_hash      text NOT NULL UNIQUE,
  scopes        jsonb NOT NULL,
  created_by    text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz,
  revoked_at    timestamptz
);

CREATE INDEX audit_log_actor_at ON audit_log (actor, at);
CREATE INDEX audit_log_at ON audit_log (at);
