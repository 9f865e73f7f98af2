-- Consumers and their tokens (decision 033): registered accounts with PBKDF2 password hashes, the sign-in failures
-- that lock an account, single-use authorization codes (PKCE), and token families that rotate on every refresh.
-- No password, code or token is stored in clear: codes and tokens are kept as their SHA-256 (hex).

-- A cart belongs to the customer whose token made it (a guest's or a registered customer's id); null for a cart
-- made without a token, which any caller may use as before.
ALTER TABLE carts ADD COLUMN customer_id TEXT;
CREATE INDEX IF NOT EXISTS carts_customer ON carts (customer_id, status);

CREATE TABLE IF NOT EXISTS consumers (
  id TEXT PRIMARY KEY,
  -- Trimmed and in lower case: sign-in matches it case-insensitively.
  email TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  -- REGISTERED, EMPLOYEE, ATHLETE or PROSUMER.
  consumer_type TEXT NOT NULL,
  employee_terms_accepted INTEGER NOT NULL DEFAULT 0,
  -- A prosumer's organisation (the contract's profile does not answer it).
  organisation TEXT,
  loyalty_member_id TEXT,
  loyalty_points INTEGER,
  -- PBKDF2-SHA256 of the password (base64), its random salt (base64) and iteration count.
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

-- Consecutive failed sign-ins by email (SHA-256 of the normalised address), known account or not, so an unknown
-- address counts, warns and locks exactly as a known one does. A success deletes the row.
CREATE TABLE IF NOT EXISTS sign_in_failures (
  email_key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  -- Epoch milliseconds until which every sign-in is refused; null while not locked.
  locked_until INTEGER
);

-- Authorization codes answered by sign-in: single use, 60 seconds, bound to the PKCE challenge.
CREATE TABLE IF NOT EXISTS authorization_codes (
  code_hash TEXT PRIMARY KEY,
  consumer_id TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- One family per grant (guest or registered sign-in): the tokens refresh hands on keep it, and revoking it (reuse
-- of a refresh token, sign-out) ends every token of it.
CREATE TABLE IF NOT EXISTS token_families (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  -- Guest or Registered.
  token_type TEXT NOT NULL,
  usid TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);

CREATE TABLE IF NOT EXISTS tokens (
  token_hash TEXT PRIMARY KEY,
  family_id TEXT NOT NULL,
  -- access or refresh.
  kind TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  -- A refresh token's exchange (single use); a second exchange finds it set and revokes the family.
  used_at INTEGER,
  -- The hash of the refresh token it was exchanged for: the exchange that marked it used writes the next pair.
  rotated_to TEXT,
  -- An access token signed out.
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS tokens_family ON tokens (family_id);
