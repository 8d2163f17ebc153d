-- Banners and notices carry their operator text in the other shipped languages, as
-- promotions and points rewards do: { "vi": { "title": ..., "subtitle" | "content": ... } }.
-- The row's own columns stay the English text and the fallback.
ALTER TABLE banners ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE notices ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
