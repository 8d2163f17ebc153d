-- The audit log filtered by the start of an action (`action LIKE 'deposit.%'`, the console's
-- filter): a plain btree on text serves LIKE only under the C collation, so on a database
-- created with a language's collation the filter read the whole log. text_pattern_ops orders
-- by bytes, which is what a prefix match needs, whatever the database's collation.
CREATE INDEX audit_log_action_prefix ON audit_log (action text_pattern_ops, at);
