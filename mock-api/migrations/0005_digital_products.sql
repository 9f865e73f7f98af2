-- Digital products (the e-gift card): a product flagged digital is sent by email, so it is never shipped, picked up
-- or stocked; each of its variants (an amount) has a price of its own.

ALTER TABLE products ADD COLUMN digital INTEGER NOT NULL DEFAULT 0;
-- The variant's own price, the same figure in every currency (an e-gift card's amount); null: the style's price, or
-- its high price for a premium size.
ALTER TABLE variants ADD COLUMN price REAL;
