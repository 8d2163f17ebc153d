-- The merchant's time zone (an IANA name): whose calendar day counts for rules that
-- depend on the date, first of all the age at registration (docs/decisions.md).
-- Existing merchants default to the default merchant's zone, Nigeria's.
ALTER TABLE merchants ADD COLUMN time_zone text NOT NULL DEFAULT 'Africa/Lagos' CHECK (length(time_zone) BETWEEN 1 AND 64);
