-- Delivery: who collects the lines picked up in a store, and the changes the cart service made to how lines
-- travel (or the shopper asked for), kept until the next answer reports them (a cart's customer notifications).

-- JSON of the person collecting store pickups ({firstName, lastName, email}); null: the shopper themselves.
ALTER TABLE carts ADD COLUMN pickup_person TEXT;
-- JSON list of customer notifications not yet reported ({code, itemId?, details}).
ALTER TABLE carts ADD COLUMN notices TEXT;
