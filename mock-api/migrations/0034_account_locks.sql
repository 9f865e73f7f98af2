-- An account customer care has locked (suspected takeover, fraud, a closure under way): when, or null. Unlike
-- the lock of failed sign-ins (sign_in_failures), it does not run out; the right password is answered AUT441.
ALTER TABLE consumers ADD COLUMN locked_at TEXT;
