-- Accounts the consumer service will not sign in even with the right password, each told apart (spec 1 §8):
-- 'unconfirmed' (made for the customer, in a store or by an import, and never activated: AUT418),
-- 'passwordExpired' (the password must be reset before the next sign-in: AUT437), 'deactivated' (closed by the
-- customer, waiting to be deleted: AUT438). Null for an account that signs in.
ALTER TABLE consumers ADD COLUMN sign_in_state TEXT;
