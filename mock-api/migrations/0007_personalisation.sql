-- Personalisation (decision 030): a recipe is a shopper's personalisation of a style (a text embroidered in a
-- thread colour), saved before the item is added to a cart with its id. A recipe is never changed; the same
-- variant with another recipe is a line of its own. Kept apart from any cart, so a cart made again from the
-- session's copy of its lines finds its recipes.

CREATE TABLE recipes (
  id TEXT PRIMARY KEY,
  style_code TEXT NOT NULL,
  text TEXT NOT NULL,
  thread TEXT NOT NULL,
  created_at TEXT NOT NULL
);
