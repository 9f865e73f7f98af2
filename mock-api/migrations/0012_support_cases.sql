-- Support cases (decision 038): messages sent through the contact form (spec 1 §7 "Contact us"), each answered
-- with a case number, and warranty cases opened by signed-in consumers (spec 2 §7 "Warranty"), each with a case id.

CREATE TABLE IF NOT EXISTS contact_cases (
  -- `CS-` and eight digits.
  case_number TEXT PRIMARY KEY,
  category_id TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  -- Null when the shopper gave none.
  order_number TEXT,
  message TEXT NOT NULL,
  -- The locale the case was written in, so it is answered in that language.
  locale TEXT NOT NULL,
  -- ISO 8601.
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS contact_cases_email ON contact_cases (email, created_at);

CREATE TABLE IF NOT EXISTS warranty_cases (
  -- `WR-` and eight digits.
  case_id TEXT PRIMARY KEY,
  consumer_id TEXT NOT NULL,
  -- The product's name or style code, as the consumer gave it.
  product TEXT NOT NULL,
  -- YYYY-MM-DD.
  purchase_date TEXT NOT NULL,
  order_number TEXT,
  description TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS warranty_cases_consumer ON warranty_cases (consumer_id, created_at);
