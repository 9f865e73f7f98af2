-- The associate discount in the bag (decision 049): what each order bought at the discount, counted against the
-- employee's yearly cap beside 0017's `employee_allowances.current_spend` (the figure carried in from before). One
-- row per order, so an order is counted once, and one that could not be placed gives its part back.
CREATE TABLE IF NOT EXISTS employee_discount_spends (
  order_number TEXT PRIMARY KEY,
  consumer_id TEXT NOT NULL,
  amount REAL NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS employee_discount_spends_by_consumer ON employee_discount_spends (consumer_id);
