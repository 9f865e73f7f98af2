-- The addresses express checkout's demo accounts were given before the address book existed (0016's stand-in
-- table) move into the address book (0013), which the profile answers and the account edits; the stand-in goes.
INSERT OR IGNORE INTO consumer_addresses (id, consumer_id, approach_type, main, first_name, last_name, address_line1,
  address_line2, city, province, postal_code, country_code, phone, phone_code, recipient_contact_phone, created_at,
  updated_at)
SELECT id, consumer_id, approach_type, is_main, first_name, last_name, address_line1, address_line2, city, province,
  postal_code, country_code, phone, phone_code, '+' || phone_code || phone, 1767225600000, 1767225600000
FROM wallet_profile_addresses;

DROP TABLE IF EXISTS wallet_profile_addresses;
