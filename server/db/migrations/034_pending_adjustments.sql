-- Four-eyes adjustments (issue 16): a manual credit or debit above FOUR_EYES_ABOVE_MAJOR
-- (server/shared/staffRoles.ts) asked for by a member of staff or a named operator key does
-- not post; it waits here until a second, different finance staff member approves it (its
-- journal then posts, once) or rejects it with a reason. Rows are never deleted.
CREATE TABLE pending_adjustments (
  id                bigserial PRIMARY KEY,
  merchant_code     text NOT NULL REFERENCES merchants (code),
  user_id           integer NOT NULL REFERENCES users (id),
  currency          text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  direction         text NOT NULL CHECK (direction IN ('credit', 'debit')),
  kind              text NOT NULL CHECK (kind IN ('adjustment', 'bonus')),
  amount_minor      bigint NOT NULL CHECK (amount_minor > 0),
  memo              text NOT NULL DEFAULT '' CHECK (length(memo) <= 200),
  status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- Who asked: the audit log's name (`staff:<name>`, `key:<name>`) and, for staff, their row.
  requested_by      text NOT NULL,
  requested_staff_id bigint REFERENCES staff (id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  decided_by        text,
  decided_staff_id  bigint REFERENCES staff (id),
  decided_at        timestamptz,
  reason            text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
  -- The journal the approval posted (exactly one: the row leaves 'pending' in the same transaction).
  journal_id        bigint,
  -- A second member of staff decides: never the one who asked.
  CHECK (decided_staff_id IS NULL OR requested_staff_id IS NULL OR decided_staff_id <> requested_staff_id),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'approved') = (journal_id IS NOT NULL))
);
CREATE INDEX pending_adjustments_waiting ON pending_adjustments (created_at, id) WHERE status = 'pending';
CREATE INDEX pending_adjustments_user ON pending_adjustments (user_id, created_at);
