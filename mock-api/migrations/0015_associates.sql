-- Store associates (decision 044): the employees of each store who may buy on behalf of customers in in-store
-- mode, each with a PIN kept as a PBKDF2 hash like a password. `active` is the store's say (a revoked associate
-- is 0); failures lock the PIN as sign-in failures lock an account. Orders placed in in-store mode record the
-- store and the associate.
CREATE TABLE IF NOT EXISTS associates (
  store_id TEXT NOT NULL,
  employee_id TEXT NOT NULL,
  name TEXT NOT NULL,
  -- Null: the employee has no PIN for in-store mode and cannot sign in.
  pin_hash TEXT,
  pin_salt TEXT,
  pin_iterations INTEGER,
  active INTEGER NOT NULL DEFAULT 1,
  failures INTEGER NOT NULL DEFAULT 0,
  -- Epoch milliseconds until which every PIN is refused; null while not locked.
  locked_until INTEGER,
  PRIMARY KEY (store_id, employee_id)
);
