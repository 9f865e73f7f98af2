-- A saved card's billing address: the consumer's main billing address when the card was saved, which the card
-- service checks the card against when it pays. Deleting that address from the profile leaves the card without one
-- (PYT405 when it pays) until it is saved again.
ALTER TABLE consumer_payment_instruments ADD COLUMN billing_address_id TEXT;

-- Noor Hale (legacy@example.com), moved from the old shop: a Visa saved there, whose billing address came over
-- without its ZIP code. Paying with the card is refused as PYT406 until another card pays or the card is saved again.
INSERT OR IGNORE INTO consumer_addresses (id, consumer_id, approach_type, main, first_name, last_name, address_line1,
  address_line2, city, province, postal_code, country_code, phone, phone_code, recipient_contact_phone, created_at,
  updated_at)
VALUES
  ('B-demo-legacy-billing', 'demo-legacy', 'B', 1, 'Noor', 'Hale', '415 Southwest Alder Street', '', 'Portland',
    'OR', '', 'US', '5035550164', '1', '+15035550164', 1767225600000, 1767225600000);
INSERT OR IGNORE INTO consumer_payment_instruments (id, consumer_id, method, token, secret, brand, last_four,
  expiry_month, expiry_year, holder_name, is_main, created_at, billing_address_id)
VALUES
  ('demo-legacy-visa', 'demo-legacy', 'CREDIT_CARD', 'LEGACY-STORED-VISA-0001', NULL, 'visa', '4242', '03', '2031',
    'Noor Hale', 1, '2026-01-01T00:00:00.000Z', 'B-demo-legacy-billing');
