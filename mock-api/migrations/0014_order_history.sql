-- Order history (decision 040): an order belongs to the customer whose cart (or token) placed it, is found by its
-- number and email for a guest's tracking, and moves through its fulfilment: Created, Processing, Shipped,
-- Delivered, or Cancelled before it ships. The status is a column, changed by one conditional UPDATE each, so a
-- cancellation racing a shipment (or another cancellation) cannot both win; each move records when it happened.

-- The customer (guest or registered) whose cart made the order; null for a cart made without a token.
ALTER TABLE orders ADD COLUMN customer_id TEXT;
-- The order's contact email, trimmed and in lower case: a guest tracks the order with it.
ALTER TABLE orders ADD COLUMN email TEXT;
-- When the order was placed (its payment authorised), ISO 8601; null while it is not placed.
ALTER TABLE orders ADD COLUMN placed_at TEXT;
-- Created, Processing, Shipped, Delivered or Cancelled.
ALTER TABLE orders ADD COLUMN fulfilment TEXT NOT NULL DEFAULT 'Created';
ALTER TABLE orders ADD COLUMN processing_at TEXT;
ALTER TABLE orders ADD COLUMN shipped_at TEXT;
ALTER TABLE orders ADD COLUMN delivered_at TEXT;
ALTER TABLE orders ADD COLUMN cancelled_at TEXT;
-- The cancellation that won: the statements giving back its stock and reward code run only for it.
ALTER TABLE orders ADD COLUMN cancellation_id TEXT;
-- The parcel's carrier and tracking number, from the shipment on.
ALTER TABLE orders ADD COLUMN carrier TEXT;
ALTER TABLE orders ADD COLUMN tracking_number TEXT;
-- The return authorisation its return label carries, made once: asking again answers the same label.
ALTER TABLE orders ADD COLUMN return_id TEXT;
ALTER TABLE orders ADD COLUMN return_requested_at TEXT;
-- How often the e-gift card emails were sent again (a few times at most).
ALTER TABLE orders ADD COLUMN gift_card_resends INTEGER NOT NULL DEFAULT 0;

-- Orders placed before this migration: placed when last changed, owned by their cart's customer, their email from
-- the order as it was answered.
UPDATE orders SET placed_at = updated_at WHERE status = 'placed' AND placed_at IS NULL;
UPDATE orders SET customer_id = (SELECT customer_id FROM carts WHERE carts.id = orders.basket_id)
  WHERE customer_id IS NULL;
UPDATE orders SET email = lower(trim(json_extract(body, '$.email')))
  WHERE email IS NULL AND body IS NOT NULL AND json_valid(body);

CREATE INDEX IF NOT EXISTS orders_customer_placed ON orders (customer_id, placed_at) WHERE status = 'placed';
