-- The game list's speed over the full catalogue (about 10,000 slots).
--
-- How many active games each vendor has per classification, minimum bet and hot flag,
-- and for every "any" of those ('' any classification, 0 any minimum bet, hot_only
-- false = hot or not), so a hall page's total sums one row per vendor instead of
-- counting the catalogue (the count cost more than the page itself, most of all on
-- PGlite). Kept by statement triggers on games in the same transaction as every
-- change, so it is exact on every server sharing the database. The vendors' own
-- active flag is applied when summing: switching a vendor off touches no row here.

CREATE TABLE game_counts (
  game_type      text NOT NULL,
  vassalage      text NOT NULL,
  classification text NOT NULL,
  min_bet_minor  integer NOT NULL,
  hot_only       boolean NOT NULL,
  -- No CHECK (n >= 0): an upsert checks the row it would insert (the negative change
  -- itself) before it finds the row to update.
  n              integer NOT NULL,
  -- The vendor last: a page of all vendors reads one short range of this key too.
  PRIMARY KEY (game_type, classification, min_bet_minor, hot_only, vassalage)
);

-- The games a statement added (+1) and removed (-1), active ones only, counted into
-- every row they belong to (CUBE adds the "any" rows). Built as text because a trigger
-- can only name the transition tables it declares.
CREATE FUNCTION game_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS delta FROM new_games'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS delta FROM old_games'
    ELSE 'SELECT *, 1 AS delta FROM new_games UNION ALL SELECT *, -1 FROM old_games'
  END;
BEGIN
  EXECUTE $q$
    INSERT INTO game_counts AS c (game_type, vassalage, classification, min_bet_minor, hot_only, n)
    SELECT m.game_type, m.vassalage, coalesce(m.classification, ''), coalesce(m.min_bet_minor, 0), h.hot_only, sum(m.delta)
    FROM ($q$ || moved || $q$) m CROSS JOIN (VALUES (false), (true)) AS h (hot_only)
    WHERE m.active AND (m.hot OR NOT h.hot_only)
    GROUP BY m.game_type, m.vassalage, h.hot_only, CUBE (m.classification, m.min_bet_minor)
    -- An update that moves no game between rows changes nothing.
    HAVING sum(m.delta) <> 0
    -- In key order, so that concurrent catalogue changes lock rows in one order.
    ORDER BY 1, 3, 4, 5, 2
    ON CONFLICT (game_type, classification, min_bet_minor, hot_only, vassalage) DO UPDATE SET n = c.n + excluded.n
  $q$;
  RETURN NULL;
END $$;

-- One trigger per event: PostgreSQL allows transition tables on single-event triggers only.
CREATE TRIGGER game_counts_insert AFTER INSERT ON games
  REFERENCING NEW TABLE AS new_games FOR EACH STATEMENT EXECUTE FUNCTION game_counts_apply();
CREATE TRIGGER game_counts_update AFTER UPDATE ON games
  REFERENCING OLD TABLE AS old_games NEW TABLE AS new_games FOR EACH STATEMENT EXECUTE FUNCTION game_counts_apply();
CREATE TRIGGER game_counts_delete AFTER DELETE ON games
  REFERENCING OLD TABLE AS old_games FOR EACH STATEMENT EXECUTE FUNCTION game_counts_apply();

CREATE FUNCTION game_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM game_counts;
  RETURN NULL;
END $$;
CREATE TRIGGER game_counts_truncate AFTER TRUNCATE ON games FOR EACH STATEMENT EXECUTE FUNCTION game_counts_clear();

-- A database seeded before this migration: its games count as one insert.
INSERT INTO game_counts (game_type, vassalage, classification, min_bet_minor, hot_only, n)
SELECT g.game_type, g.vassalage, coalesce(g.classification, ''), coalesce(g.min_bet_minor, 0), h.hot_only, count(*)
FROM games g CROSS JOIN (VALUES (false), (true)) AS h (hot_only)
WHERE g.active AND (g.hot OR NOT h.hot_only)
GROUP BY g.game_type, g.vassalage, h.hot_only, CUBE (g.classification, g.min_bet_minor);

-- A hall page filtered by classification only, or by minimum bet only, across all
-- vendors: in display order from an index instead of walking every game of the type
-- until the page's rare ones turn up (games_hall_filter serves the two together).
CREATE INDEX games_class_order ON games (game_type, classification, sort_order, id) WHERE active;
CREATE INDEX games_min_bet_order ON games (game_type, min_bet_minor, sort_order, id) WHERE active;

-- Name search is "contains" (LIKE '%text%'): a trigram index answers it without reading
-- every name once the text has 3 characters or more. pg_trgm ships with PostgreSQL
-- (trusted, so the database owner may create it) and is loaded into PGlite by
-- server/db/index.ts. Where it is missing, or may not be created, search still works by
-- reading the type's (or vendor's) games, as before.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not created (%): name search reads every name', SQLERRM;
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    -- Without fastupdate: new games go straight into the index instead of a pending list
    -- that only VACUUM merges (never, on PGlite), and which the planner rightly avoids.
    CREATE INDEX games_name_trgm ON games USING gin (name_key gin_trgm_ops) WITH (fastupdate = off) WHERE active;
  END IF;
END $$;

-- Statistics for the planner: without any on vendors (PGlite never analyses by itself)
-- it expects one vendor per type and joins vendor by vendor, index by index.
ANALYZE vendors, games, game_counts;
