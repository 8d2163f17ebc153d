-- VIP level names in the other shipped languages, as banners, notices, promotions and
-- points rewards carry theirs: { "vi": { "name": ... } }. The row's name stays the
-- English text and the fallback.
ALTER TABLE vip_levels ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
