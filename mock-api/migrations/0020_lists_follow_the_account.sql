-- Favorites and saved-for-later lists belong to an account (decision 047): a list adopted or made by a signed-in
-- consumer carries their id, and a consumer has at most one of each. A guest's list has none, as before.
ALTER TABLE favorites ADD COLUMN owner_consumer_id TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS favorites_owner ON favorites (owner_consumer_id) WHERE owner_consumer_id IS NOT NULL;

ALTER TABLE saved_lists ADD COLUMN owner_consumer_id TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS saved_lists_owner ON saved_lists (owner_consumer_id)
  WHERE owner_consumer_id IS NOT NULL;
