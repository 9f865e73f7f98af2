-- A saved card's billing address: the consumer's main billing address when the card was saved, which the card
-- service checks the card against when it pays. Deleting that address from the profile leaves the card without one
-- (PYT405 when it pays) until it is saved again.
ALTER TABLE consumer_payment_instruments ADD COLUMN billing_address_id TEXT;
