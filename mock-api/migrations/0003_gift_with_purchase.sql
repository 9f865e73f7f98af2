-- Gifts with purchase the shopper declined. The bonus line itself is never stored: it is worked out on every read
-- of the cart (cart/price-cart.ts), like the rest of the pricing; a row here keeps it out of the cart until the
-- shopper adds it back, which deletes the row.

CREATE TABLE IF NOT EXISTS cart_declined_gifts (
  cart_id TEXT NOT NULL,
  promotion_id TEXT NOT NULL,
  declined_at TEXT NOT NULL,
  PRIMARY KEY (cart_id, promotion_id)
);
