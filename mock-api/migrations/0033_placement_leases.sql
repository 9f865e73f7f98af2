-- A placement that holds under slow, lost and repeated answers (docs/decisions/064-a-placement-that-holds.md).
-- A claimed idempotency key and a pending order are leases: `locked_until` (Unix milliseconds) is when a placement
-- that died without settling them lets them go, so a retry (or reconciliation) takes over instead of being told
-- "in progress" for ever. Rows from before have 0: free.
ALTER TABLE idempotency_keys ADD COLUMN locked_until INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN locked_until INTEGER NOT NULL DEFAULT 0;
-- The placement as it was asked (the contract's body, without card data: the provider's tokens only) and the
-- Idempotency-Key it came with, so the order can be finished by a retry with another key or by reconciliation.
ALTER TABLE orders ADD COLUMN placement TEXT;
ALTER TABLE orders ADD COLUMN placement_key TEXT;
-- The provider call that pays the order's remaining total, written before it is sent: its body and idempotency
-- key. A retry sends exactly it again, so it reaches the provider's first answer instead of paying twice.
ALTER TABLE orders ADD COLUMN provider_request TEXT;
