-- Reserve in store (POST /cart/v1/reserveWithItem, decision 086): a reserve cart is a cart of its own kind, apart
-- from the shopper's bag, holding one line at one store until it expires. Its hold is taken from the store's stock
-- when it is made and given back when it expires unplaced (`hold_released`).
ALTER TABLE carts ADD COLUMN kind TEXT NOT NULL DEFAULT 'bag';
ALTER TABLE carts ADD COLUMN expires_at TEXT;
ALTER TABLE carts ADD COLUMN hold_released INTEGER NOT NULL DEFAULT 0;
