-- A cart line's price as it was when the cart last priced it (decision 089): a plain read answers the line at this
-- price; a read with `isPatchRequired=true` prices it again at today's and reports a change. Null until the cart
-- first prices the line (the answer to the change that added it).
ALTER TABLE cart_items ADD COLUMN held_current REAL;
ALTER TABLE cart_items ADD COLUMN held_original REAL;
