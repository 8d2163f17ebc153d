-- Game types (the header's categories) and their vendors, both in display order.

CREATE TABLE game_types (
  code       text PRIMARY KEY CHECK (code IN ('LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'PVP', 'FISH', 'COCKFIGHT')),
  type_id    integer NOT NULL UNIQUE,
  name       text NOT NULL,
  sort_order integer NOT NULL
);

CREATE TABLE vendors (
  game_type       text NOT NULL REFERENCES game_types (code) ON DELETE CASCADE,
  vassalage       text NOT NULL CHECK (vassalage ~ '^[A-Z0-9_]{1,32}$'),
  name            text NOT NULL,
  account_type_id integer NOT NULL,
  is_hot          smallint NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
  -- Brand colours of the generated icon and logo.
  color           text NOT NULL CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
  accent          text NOT NULL CHECK (accent ~ '^#[0-9a-fA-F]{6}$'),
  sort_order      integer NOT NULL DEFAULT 0,
  active          boolean NOT NULL DEFAULT true,
  PRIMARY KEY (game_type, vassalage)
);
CREATE INDEX vendors_vassalage ON vendors (vassalage);
