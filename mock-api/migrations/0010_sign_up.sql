-- Sign-up (decision 036): what a new account gives besides its name, email and password. Accounts made before
-- (the demo accounts) have none of these.

-- YYYY-MM-DD.
ALTER TABLE consumers ADD COLUMN birth_date TEXT;
-- The mobile number in international form (+ dial code and national digits, no trunk 0): one account each.
ALTER TABLE consumers ADD COLUMN phone TEXT;
-- The shop's country the account was opened in (ISO 3166 alpha-2).
ALTER TABLE consumers ADD COLUMN country TEXT;
ALTER TABLE consumers ADD COLUMN newsletter_opt_in INTEGER NOT NULL DEFAULT 0;
ALTER TABLE consumers ADD COLUMN sms_opt_in INTEGER NOT NULL DEFAULT 0;
-- When the terms of sale and privacy policy were accepted (ISO 8601).
ALTER TABLE consumers ADD COLUMN terms_accepted_at TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS consumers_phone ON consumers (phone) WHERE phone IS NOT NULL;
