-- Checkout: what a cart holds besides its lines (the country it sells in, the home-delivery method, addresses,
-- coupons, payments), and the orders placed from carts. A basket makes at most one live order: the partial unique
-- index refuses a second one in the same statement that would write it, so two placements racing cannot both win.

ALTER TABLE carts ADD COLUMN country TEXT NOT NULL DEFAULT 'US';
ALTER TABLE carts ADD COLUMN shipping_method TEXT NOT NULL DEFAULT 'standard';
-- The collection point or store a home-delivery shipment goes to instead of the shipping address (pudo, sts).
ALTER TABLE carts ADD COLUMN shipping_point TEXT;
ALTER TABLE carts ADD COLUMN shipping_address TEXT;
ALTER TABLE carts ADD COLUMN billing_address TEXT;
-- open: the shopper's cart; ordered: an order was placed from it and it takes no more changes.
ALTER TABLE carts ADD COLUMN status TEXT NOT NULL DEFAULT 'open';

ALTER TABLE cart_items ADD COLUMN gift_to TEXT;
ALTER TABLE cart_items ADD COLUMN gift_email TEXT;
ALTER TABLE cart_items ADD COLUMN gift_message TEXT;

CREATE TABLE IF NOT EXISTS cart_coupons (
  cart_id TEXT NOT NULL,
  code TEXT NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (cart_id, code)
);

-- Payment instruments of a cart: gift cards (each takes part of the total) and the one payment for the rest.
CREATE TABLE IF NOT EXISTS cart_payments (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL,
  method TEXT NOT NULL,
  -- The gift card's masked number, or the card's brand and last four digits: never a full number.
  label TEXT NOT NULL,
  amount REAL NOT NULL,
  -- Opaque provider data (encrypted tokens), read only when the order is placed.
  data TEXT NOT NULL,
  added_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS cart_payments_cart ON cart_payments (cart_id);

CREATE TABLE IF NOT EXISTS orders (
  order_number TEXT PRIMARY KEY,
  basket_id TEXT NOT NULL,
  -- pending: being placed; action: waiting for the shopper (3-D Secure, a redirect); placed; failed.
  status TEXT NOT NULL,
  -- The order as the contract answers it, written when the order is placed.
  body TEXT,
  psp_reference TEXT,
  -- The payment provider's result of record, from its signed notification.
  payment_status TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS orders_one_live_per_basket ON orders (basket_id) WHERE status != 'failed';

-- Idempotency keys of order calls: the first call with a key claims it; later calls replay its answer, are told
-- to wait while it runs, or are refused when their body differs.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  key TEXT PRIMARY KEY,
  fingerprint TEXT NOT NULL,
  status INTEGER,
  body TEXT,
  created_at TEXT NOT NULL
);
