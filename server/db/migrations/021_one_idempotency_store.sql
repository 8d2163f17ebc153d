-- One key store for every money-moving route: the house rounds' keys join
-- idempotency_keys, so a key used for a round is taken on every other route (and a key
-- of another route cannot play a round). A house round takes several transactions (the
-- seamless bet, the draw, the seamless win): its key is claimed first, with no answer
-- yet (response NULL), and answered when the win is in.
ALTER TABLE idempotency_keys ALTER COLUMN response DROP NOT NULL;

-- Rounds played before: their keys, answers and request hashes (the same scope and hash
-- the house service used); a round stopped half-way keeps its claim open so a retry
-- finishes it. A key that another route holds already stays that route's.
INSERT INTO idempotency_keys (user_id, key, scope, request_hash, response, created_at)
SELECT user_id, idempotency_key, 'house.' || game, request_hash, response, created_at
FROM house_rounds
ON CONFLICT (user_id, key) DO NOTHING;

-- The key store holds both now.
ALTER TABLE house_rounds DROP COLUMN request_hash, DROP COLUMN response;
