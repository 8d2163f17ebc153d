-- The profile facts a member's labels name (spec section 3, memberLabel) that no column
-- held yet: address, nationality (ISO 3166 country code), occupation and source of income.
-- Mobile, e-mail, real name (payee_name) and birthday already have their columns.
ALTER TABLE users ADD COLUMN address text CHECK (address IS NULL OR length(address) BETWEEN 1 AND 200);
ALTER TABLE users ADD COLUMN nationality text CHECK (nationality IS NULL OR nationality ~ '^[A-Z]{2}$');
ALTER TABLE users ADD COLUMN occupation text CHECK (occupation IS NULL OR length(occupation) BETWEEN 1 AND 100);
ALTER TABLE users ADD COLUMN income_source text CHECK (income_source IS NULL OR length(income_source) BETWEEN 1 AND 100);
