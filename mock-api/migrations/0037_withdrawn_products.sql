-- A product withdrawn from sale after it went into carts (a recall, a line ended early): when, or null. Its lines
-- stay in the carts that hold them, but no order takes them (INV407), and it is added to no cart again.
ALTER TABLE products ADD COLUMN withdrawn_at TEXT;
