-- The total of a one- or two-letter name search (migration 015's trigram index needs three).
--
-- Such a text is in a name exactly when it is one of the name's own one- or two-character
-- pieces, so how many active games hold each piece, per vendor, is enough to total the
-- search: the hall sums one row per vendor, as with game_counts, instead of reading every
-- name of the type (about 3-4 ms of a request on PGlite over 10,000 games). Kept by
-- statement triggers on games in the same transaction as every change, so it is exact on
-- every server sharing the database; the vendors' own switch is applied when summing.

CREATE TABLE game_name_counts (
  game_type text NOT NULL,
  -- One or two characters of a name_key (lower case, compared byte-wise like it).
  piece     text COLLATE "C" NOT NULL,
  vassalage text NOT NULL,
  n         integer NOT NULL,
  -- The vendor last: a search over all vendors reads one short range of this key.
  PRIMARY KEY (game_type, piece, vassalage)
);

-- The distinct one- and two-character pieces of a name key.
CREATE FUNCTION game_name_pieces(name_key text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substr(name_key, i, 1) FROM generate_series(1, length(name_key)) AS i
  UNION
  SELECT substr(name_key, i, 2) FROM generate_series(1, length(name_key) - 1) AS i
$$;

-- The games a statement added (+1) and removed (-1), active ones only, counted into each
-- of their pieces' rows (as game_counts_apply: text, for the transition tables' names).
CREATE FUNCTION game_name_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT game_type, vassalage, name_key, active, 1 AS delta FROM new_games'
    WHEN 'DELETE' THEN 'SELECT game_type, vassalage, name_key, active, -1 AS delta FROM old_games'
    ELSE 'SELECT game_type, vassalage, name_key, active, 1 AS delta FROM new_games
          UNION ALL SELECT game_type, vassalage, name_key, active, -1 FROM old_games'
  END;
BEGIN
  EXECUTE $q$
    INSERT INTO game_name_counts AS c (game_type, piece, vassalage, n)
    SELECT m.game_type, p.piece, m.vassalage, sum(m.delta)
    FROM ($q$ || moved || $q$) m CROSS JOIN LATERAL game_name_pieces(m.name_key) AS p (piece)
    WHERE m.active
    GROUP BY m.game_type, p.piece, m.vassalage
    -- An update that renames or moves no game (a hot flag, a minimum bet) changes nothing.
    HAVING sum(m.delta) <> 0
    -- In key order, so that concurrent catalogue changes lock rows in one order.
    ORDER BY 1, 2, 3
    ON CONFLICT (game_type, piece, vassalage) DO UPDATE SET n = c.n + excluded.n
  $q$;
  RETURN NULL;
END $$;

CREATE TRIGGER game_name_counts_insert AFTER INSERT ON games
  REFERENCING NEW TABLE AS new_games FOR EACH STATEMENT EXECUTE FUNCTION game_name_counts_apply();
CREATE TRIGGER game_name_counts_update AFTER UPDATE ON games
  REFERENCING OLD TABLE AS old_games NEW TABLE AS new_games FOR EACH STATEMENT EXECUTE FUNCTION game_name_counts_apply();
CREATE TRIGGER game_name_counts_delete AFTER DELETE ON games
  REFERENCING OLD TABLE AS old_games FOR EACH STATEMENT EXECUTE FUNCTION game_name_counts_apply();

CREATE FUNCTION game_name_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM game_name_counts;
  RETURN NULL;
END $$;
CREATE TRIGGER game_name_counts_truncate AFTER TRUNCATE ON games FOR EACH STATEMENT EXECUTE FUNCTION game_name_counts_clear();

-- A database seeded before this migration: its games count as one insert.
INSERT INTO game_name_counts (game_type, piece, vassalage, n)
SELECT g.game_type, p.piece, g.vassalage, count(*)
FROM games g CROSS JOIN LATERAL game_name_pieces(g.name_key) AS p (piece)
WHERE g.active
GROUP BY g.game_type, p.piece, g.vassalage;

ANALYZE game_name_counts;
