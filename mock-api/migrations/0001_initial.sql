-- The mock API's tables as they stood when the schema moved to migrations. Every statement says IF NOT EXISTS so
-- that a local database created before then (by the old start-up schema) takes this migration as already done.
-- Later changes are new numbered files; a shipped file is never edited.

-- Bookkeeping: the seed version the seeded tables hold.
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- Catalogue (seeded).
CREATE TABLE IF NOT EXISTS categories (
  id TEXT PRIMARY KEY,
  parent_id TEXT,
  depth INTEGER NOT NULL,
  position INTEGER NOT NULL,
  names TEXT NOT NULL,
  kind TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS products (
  style_code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  brand TEXT NOT NULL,
  gender TEXT NOT NULL,
  activity TEXT NOT NULL,
  kind TEXT NOT NULL,
  category_id TEXT NOT NULL,
  colours TEXT NOT NULL,
  sizes TEXT NOT NULL,
  rating REAL NOT NULL,
  review_count INTEGER NOT NULL,
  released_at TEXT NOT NULL,
  max_qty INTEGER
);
CREATE INDEX IF NOT EXISTS products_category ON products (category_id);

CREATE TABLE IF NOT EXISTS prices (
  style_code TEXT NOT NULL,
  currency TEXT NOT NULL,
  original REAL NOT NULL,
  current REAL NOT NULL,
  high_original REAL,
  high_current REAL,
  PRIMARY KEY (style_code, currency)
);

CREATE TABLE IF NOT EXISTS variants (
  sku TEXT PRIMARY KEY,
  style_code TEXT NOT NULL,
  colour_code TEXT NOT NULL,
  size TEXT NOT NULL,
  upc TEXT NOT NULL UNIQUE,
  online_stock INTEGER NOT NULL,
  premium INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS variants_style ON variants (style_code);

-- Stores (seeded) and the stock that carts took from them.
CREATE TABLE IF NOT EXISTS stores (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  country TEXT NOT NULL,
  city TEXT NOT NULL,
  address TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  phone TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS store_stock_adjustments (
  store_id TEXT NOT NULL,
  sku TEXT NOT NULL,
  delta INTEGER NOT NULL,
  PRIMARY KEY (store_id, sku)
);

-- Carts.
CREATE TABLE IF NOT EXISTS carts (
  id TEXT PRIMARY KEY,
  currency TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS cart_items (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL,
  sku TEXT NOT NULL,
  style_code TEXT NOT NULL,
  qty INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  store_id TEXT,
  recipe_id TEXT
);
CREATE INDEX IF NOT EXISTS cart_items_cart ON cart_items (cart_id);

-- Community: reviews (seeded ones keep their template, so they can be translated), questions and answers.
CREATE TABLE IF NOT EXISTS reviews (
  id TEXT PRIMARY KEY,
  style_code TEXT NOT NULL,
  rating INTEGER NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  language TEXT NOT NULL,
  author TEXT NOT NULL,
  created_at TEXT NOT NULL,
  helpful INTEGER NOT NULL DEFAULT 0,
  unhelpful INTEGER NOT NULL DEFAULT 0,
  flags INTEGER NOT NULL DEFAULT 0,
  template INTEGER
);
CREATE INDEX IF NOT EXISTS reviews_style ON reviews (style_code);

CREATE TABLE IF NOT EXISTS questions (
  id TEXT PRIMARY KEY,
  style_code TEXT NOT NULL,
  text TEXT NOT NULL,
  language TEXT NOT NULL,
  author TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS questions_style ON questions (style_code);

CREATE TABLE IF NOT EXISTS answers (
  id TEXT PRIMARY KEY,
  question_id TEXT NOT NULL,
  text TEXT NOT NULL,
  author TEXT NOT NULL,
  created_at TEXT NOT NULL,
  helpful INTEGER NOT NULL DEFAULT 0,
  unhelpful INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS answers_question ON answers (question_id);

-- Wishlists: favorites and saved-for-later lists.
CREATE TABLE IF NOT EXISTS favorites (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  share_token TEXT UNIQUE
);

CREATE TABLE IF NOT EXISTS favorite_items (
  id TEXT PRIMARY KEY,
  favorite_id TEXT NOT NULL,
  style_code TEXT NOT NULL,
  colour_code TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS favorite_items_list ON favorite_items (favorite_id);

CREATE TABLE IF NOT EXISTS saved_lists (id TEXT PRIMARY KEY, created_at TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS saved_items (
  id TEXT PRIMARY KEY,
  list_id TEXT NOT NULL,
  sku TEXT NOT NULL,
  qty INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS saved_items_list ON saved_items (list_id);

-- Sign-ups: back in stock, the newsletter, events.
CREATE TABLE IF NOT EXISTS stock_notifications (
  email TEXT NOT NULL,
  sku TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (email, sku)
);

CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  email TEXT PRIMARY KEY,
  id TEXT NOT NULL,
  campaign_name TEXT NOT NULL,
  acquisition_type TEXT,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS event_registrations (
  id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL,
  email TEXT NOT NULL,
  attending_days TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  gender TEXT,
  phone_number TEXT,
  plus_one TEXT,
  registered_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (event_id, email)
);
