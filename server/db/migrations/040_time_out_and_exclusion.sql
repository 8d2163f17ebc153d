-- Time-outs and self-exclusions (issue 17, server/shared/playerProtection.ts): the member's
-- running break on their row, where every session check and every money-moving path
-- already reads it. kind: time_out (login refused) or exclusion (login restricted to
-- withdrawals and history); until: its end, NULL for an indefinite exclusion not being
-- lifted; lift_requested_at: when the lift of an indefinite one was asked for.
ALTER TABLE users
  ADD COLUMN protection_kind text CHECK (protection_kind IN ('time_out', 'exclusion')),
  ADD COLUMN protection_started_at timestamptz,
  ADD COLUMN protection_until timestamptz,
  ADD COLUMN protection_lift_requested_at timestamptz;

-- The self-exclusions by days become exclusions that end when they did; ended ones are history.
UPDATE users
   SET protection_kind = 'exclusion', protection_started_at = now(), protection_until = self_excluded_until
 WHERE self_excluded_until IS NOT NULL AND self_excluded_until > now();

ALTER TABLE users DROP COLUMN self_excluded_until;
