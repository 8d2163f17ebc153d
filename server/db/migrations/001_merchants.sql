-- Merchants (the brands a visitor can switch between) and everything the
-- system-status answer reads per merchant: switches, served and restricted
-- markets, maintenance, languages. Operators change these rows at run time.

CREATE TABLE merchants (
  code             text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{1,16}$'),
  country          text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  country_name     text NOT NULL,
  currency         text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  currency_symbol  text NOT NULL,
  default_language text NOT NULL,
  is_default       boolean NOT NULL DEFAULT false,
  -- The right-hand customer-service bar (spec-notes ruling 3: the spec's "rebate flag").
  cs_bar_enabled   boolean NOT NULL DEFAULT true,
  licence_name     text NOT NULL,
  licence_url      text NOT NULL,
  -- Shown on the region-block screen.
  region_info      text NOT NULL DEFAULT '',
  sort_order       integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now()
);
-- At most one default merchant: the one an unknown X-Merchant falls back to.
CREATE UNIQUE INDEX merchants_single_default ON merchants (is_default) WHERE is_default;

CREATE TABLE merchant_switches (
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  name          text NOT NULL CHECK (name ~ '^[A-Z0-9]{1,32}$'),
  value         smallint NOT NULL CHECK (value IN (0, 1)),
  PRIMARY KEY (merchant_code, name)
);

-- Served markets: the region modal shows when the visitor's country is not one of these.
CREATE TABLE merchant_allowed_countries (
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  country_code  text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  PRIMARY KEY (merchant_code, country_code)
);

-- Region restriction (status 2): by the visitor's country or by IP range.
CREATE TABLE merchant_restricted_countries (
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  country_code  text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  PRIMARY KEY (merchant_code, country_code)
);

CREATE TABLE merchant_restricted_cidrs (
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  cidr          cidr NOT NULL,
  PRIMARY KEY (merchant_code, cidr)
);

-- Languages offered per merchant in the region modal, in display order.
CREATE TABLE merchant_languages (
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  language_code text NOT NULL CHECK (language_code IN ('en', 'vi', 'th', 'zh', 'hi', 'bn', 'id', 'pt-BR')),
  sort_order    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, language_code)
);

-- Maintenance (status 1): scope '*' is every merchant, otherwise one merchant's code.
-- A global window wins over a merchant's own.
CREATE TABLE maintenance (
  scope      text PRIMARY KEY CHECK (scope = '*' OR scope ~ '^[A-Z0-9_]{1,16}$'),
  enabled    boolean NOT NULL DEFAULT false,
  title      text NOT NULL DEFAULT '',
  info       text NOT NULL DEFAULT '',
  -- Expected end, shown to visitors; maintenance ends when an operator turns it off.
  end_time   timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE customer_services (
  id            serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  cs_position   text NOT NULL CHECK (cs_position IN ('right', 'page')),
  cs_type       text NOT NULL CHECK (cs_type IN ('livechat', 'telegram', 'facebook', 'other')),
  name          text NOT NULL,
  url           text NOT NULL,
  sort_order    integer NOT NULL DEFAULT 0
);
CREATE INDEX customer_services_merchant ON customer_services (merchant_code, sort_order);
