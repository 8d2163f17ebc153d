-- What a vendor's card stands for (spec section 3, isGame): GAME opens the vendor's
-- game at once; VASSALAGE stands for the vendor's list of games (live tables, draws),
-- which the category page shows in a popup to choose from.
ALTER TABLE vendors ADD COLUMN is_game text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE'));
