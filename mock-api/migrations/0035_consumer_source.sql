-- Where an account came from (spec 1 §3 "Consumer details": source with acquisitionType and campaignName), as the
-- sign-up sent it: the campaign the shopper arrived by. Null when the shop saw none.
ALTER TABLE consumers ADD COLUMN acquisition_type TEXT;
ALTER TABLE consumers ADD COLUMN campaign_name TEXT;
