-- A game vendor's maintenance window: launching its games is refused from starts_at
-- until ends_at (the launcher shows the window). One window per vendor; the
-- operator sets or clears it (PUT/DELETE /api/operator/vendors/maintenance).
CREATE TABLE vendor_maintenance (
  game_type  text NOT NULL,
  vassalage  text NOT NULL,
  starts_at  timestamptz NOT NULL,
  ends_at    timestamptz NOT NULL,
  info       text NOT NULL DEFAULT '' CHECK (length(info) <= 500),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_type, vassalage),
  FOREIGN KEY (game_type, vassalage) REFERENCES vendors (game_type, vassalage) ON DELETE CASCADE,
  CHECK (ends_at > starts_at)
);
