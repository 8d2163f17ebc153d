-- Third-party sign-in (spec section 7, LOGIN-35/36): the providers a merchant offers, the
-- provider identities linked to members, and the sign-in attempts between the popup's
-- start and the member's finish call.

-- One row per merchant and provider. Google is OpenID Connect (the issuer's discovery
-- document names the endpoints and keys); Facebook is OAuth 2.0 with its endpoints named
-- here. The client secret is kept here or, better, named by client_secret_env: the server
-- reads it from that environment variable. Answers never carry either.
CREATE TABLE sign_in_providers (
  merchant_code          text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  provider               text NOT NULL CHECK (provider IN ('google', 'facebook')),
  issuer                 text,
  authorization_endpoint text,
  token_endpoint         text,
  userinfo_endpoint      text,
  client_id              text NOT NULL CHECK (length(client_id) BETWEEN 1 AND 500),
  client_secret          text,
  client_secret_env      text CHECK (client_secret_env ~ '^[A-Z][A-Z0-9_]{0,127}$'),
  scope                  text NOT NULL,
  enabled                boolean NOT NULL DEFAULT true,
  PRIMARY KEY (merchant_code, provider),
  CHECK (client_secret IS NOT NULL OR client_secret_env IS NOT NULL),
  CHECK (issuer IS NOT NULL OR (authorization_endpoint IS NOT NULL AND token_endpoint IS NOT NULL AND userinfo_endpoint IS NOT NULL))
);

-- A member's account at a provider: the provider's subject is the identity (an e-mail can
-- change hands; it is kept to show the member which account is linked, never to match).
CREATE TABLE member_identities (
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  merchant_code text NOT NULL,
  provider      text NOT NULL CHECK (provider IN ('google', 'facebook')),
  subject       text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  email         text,
  linked_at     timestamptz NOT NULL,
  PRIMARY KEY (user_id, provider),
  UNIQUE (merchant_code, provider, subject)
);

-- Between "open the provider" and "finish": what the callback needs to check the answer
-- (state, nonce, PKCE verifier, the redirect address given) and what it found. The browser
-- holds the attempt id; only its hash is kept, like the state's.
CREATE TABLE sign_in_attempts (
  id_hash         text PRIMARY KEY,
  state_hash      text NOT NULL UNIQUE,
  merchant_code   text NOT NULL,
  provider        text NOT NULL,
  purpose         text NOT NULL CHECK (purpose IN ('login', 'register', 'link')),
  side            text NOT NULL DEFAULT 'member' CHECK (side IN ('member', 'agent')),
  user_id         integer REFERENCES users (id) ON DELETE CASCADE,
  nonce           text NOT NULL,
  code_verifier   text NOT NULL,
  redirect_uri    text NOT NULL,
  -- The callback's result: the identity found, or the error code it ended with.
  subject         text,
  email           text,
  display_name    text,
  error_code      text,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  called_back_at  timestamptz,
  finished_at     timestamptz
);
CREATE INDEX sign_in_attempts_expiry ON sign_in_attempts (expires_at);
