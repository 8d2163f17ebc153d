-- The back office's daily report (server/backoffice/reports.ts) reads each source by merchant
-- and time: these indexes let it read only the range asked for, whatever the table's size.

-- The ledger's journals of a merchant in a range, with their kind (the entries follow by journal_id).
CREATE INDEX ledger_journals_merchant_time ON ledger_journals (merchant_code, created_at) INCLUDE (kind);

-- Bets placed in a range: active players and the breakdown by game type and vendor, read from the index alone.
CREATE INDEX bets_merchant_placed ON bets (merchant_code, placed_at) INCLUDE (user_id, game_type, vendor, status, stake_minor, payout_minor) WHERE placed;

-- Registrations in a range.
CREATE INDEX users_merchant_created ON users (merchant_code, created_at) WHERE role = 'member';

-- Deposits approved in a range, and whether each was its member's first.
CREATE INDEX deposits_merchant_decided ON deposits (merchant_code, decided_at) WHERE status = 'approved';
CREATE INDEX deposits_user_decided ON deposits (user_id, decided_at, id) WHERE status = 'approved';

-- A merchant day's figures once the day is over: the ledger, users, deposits and bets of a past
-- day no longer change (journals are append-only), so a report reads a stored day instead of
-- its rows again. Days still open are always counted from the rows.
CREATE TABLE report_days (
  merchant_code text NOT NULL REFERENCES merchants (code),
  time_zone     text NOT NULL,
  day           date NOT NULL,
  figures       jsonb NOT NULL,
  computed_at   timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, time_zone, day)
);
