-- Each brand its own (decision 056): the brands whose sites carry a product, as space-separated brand ids
-- ("kestrel tidewater"), and the brand a store belongs to. The seed fills them in (seed version 7).
ALTER TABLE products ADD COLUMN brands TEXT NOT NULL DEFAULT 'kestrel tidewater';
ALTER TABLE stores ADD COLUMN brand TEXT NOT NULL DEFAULT 'kestrel';
