-- SMS through a sign-in provider (spec sections 4 and 7, SMS-14, REGISTER-29): per merchant,
-- the provider that sends the codes and signs the ID tokens that prove a number. The API key
-- is the provider's public browser key (the browser calls the provider with it); the server
-- checks tokens against the JWKS address, the issuer and the audience. With no enabled row
-- the portal sends its own codes (the outbox or the SMS gateway).
CREATE TABLE phone_verification_providers (
  merchant_code text PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  api_url       text NOT NULL CHECK (api_url ~ '^https?://'),
  api_key       text NOT NULL CHECK (length(api_key) BETWEEN 1 AND 200),
  issuer        text NOT NULL CHECK (length(issuer) BETWEEN 1 AND 500),
  audience      text NOT NULL CHECK (length(audience) BETWEEN 1 AND 200),
  jwks_url      text NOT NULL CHECK (jwks_url ~ '^https?://'),
  enabled       boolean NOT NULL DEFAULT true
);

-- A provider's token proves the number once: its hash is kept until the token would have
-- expired, so a token seen with one registration or login is refused with the next.
CREATE TABLE phone_tokens_used (
  token_hash text PRIMARY KEY,
  user_id    integer REFERENCES users (id) ON DELETE CASCADE,
  used_at    timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX phone_tokens_used_expiry ON phone_tokens_used (expires_at);
