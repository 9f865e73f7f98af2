-- Where a reviewer wrote from ("Hamburg"), shown beside the nickname as review services do. Seeded reviews have
-- one that fits their language (seed version 7); a shopper's own review has none.
ALTER TABLE reviews ADD COLUMN location TEXT;
