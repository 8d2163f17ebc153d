-- Help articles are published or not, as notices, banners and promotions are: the back
-- office takes an article down (all its languages) without losing its words.
ALTER TABLE help_articles ADD COLUMN active boolean NOT NULL DEFAULT true;
