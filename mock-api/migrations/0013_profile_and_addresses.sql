-- The profile (decision 039): the consumer details sign-up does not give (postal code, gender) and the preferences,
-- and the consumer's address book. Demo addresses for two demo accounts are added here, once.

ALTER TABLE consumers ADD COLUMN postal_code TEXT;
-- FEMALE, MALE or DIVERSE; asked only by the shops whose country asks it.
ALTER TABLE consumers ADD COLUMN gender TEXT;
-- Activities, pipe-separated, each once (`hiking|running`); empty for none.
ALTER TABLE consumers ADD COLUMN interests TEXT NOT NULL DEFAULT '';
ALTER TABLE consumers ADD COLUMN preferred_shoe_size TEXT;

CREATE TABLE IF NOT EXISTS consumer_addresses (
  -- The approach type, a dash and a random part: `S-…` a shipping address, `B-…` a billing one.
  id TEXT PRIMARY KEY,
  consumer_id TEXT NOT NULL,
  approach_type TEXT NOT NULL CHECK (approach_type IN ('S', 'B')),
  -- The one address of its type used first; the partial unique index below keeps it one.
  main INTEGER NOT NULL DEFAULT 0 CHECK (main IN (0, 1)),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  address_line2 TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  -- A state or province code where the country has a list, free text or empty otherwise.
  province TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL,
  -- ISO 3166 alpha-2.
  country_code TEXT NOT NULL,
  -- The national number's digits, the country's dial code, and both as one international number.
  phone TEXT NOT NULL,
  phone_code TEXT NOT NULL,
  recipient_contact_phone TEXT NOT NULL,
  -- Epoch milliseconds. When the main address of a type is deleted, the newest remaining one becomes main.
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (substr(id, 1, 1) = approach_type)
);
CREATE UNIQUE INDEX IF NOT EXISTS consumer_addresses_main
  ON consumer_addresses (consumer_id, approach_type) WHERE main = 1;
-- The same address twice in one list (CCA400), decided by the database so two saves at once cannot both win.
CREATE UNIQUE INDEX IF NOT EXISTS consumer_addresses_same
  ON consumer_addresses (consumer_id, approach_type, first_name, last_name, address_line1, address_line2, city,
    province, postal_code, country_code, phone);

-- Ana Silva (shopper@example.com): a main shipping address and a billing address in the United States. Lena Brandt
-- (loyal@example.com): a shipping address in the United Kingdom. Numbers are from the ranges kept for fiction.
INSERT OR IGNORE INTO consumer_addresses (id, consumer_id, approach_type, main, first_name, last_name, address_line1,
  address_line2, city, province, postal_code, country_code, phone, phone_code, recipient_contact_phone, created_at,
  updated_at)
VALUES
  ('S-demo-shopper-home', 'demo-shopper', 'S', 1, 'Ana', 'Silva', '118 Orchard Street', 'Apt 4B', 'New York', 'NY',
    '10002', 'US', '2125550147', '1', '+12125550147', 1767225600000, 1767225600000),
  ('B-demo-shopper-billing', 'demo-shopper', 'B', 1, 'Ana', 'Silva', '2200 Westlake Avenue', 'Suite 300',
    'Seattle', 'WA', '98121', 'US', '2065550110', '1', '+12065550110', 1767225600000, 1767225600000),
  ('S-demo-loyal-home', 'demo-loyal', 'S', 1, 'Lena', 'Brandt', '12 Chapel Row', '', 'Bath', '', 'BA1 1HN', 'GB',
    '07700900123', '44', '+447700900123', 1767225600000, 1767225600000);
