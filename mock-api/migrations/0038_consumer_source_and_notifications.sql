-- Where an account came from (spec 1 §3 "Consumer details": source with acquisitionType and campaignName), as the
-- sign-up sent it: the campaign the shopper arrived by. Null when the shop saw none.
ALTER TABLE consumers ADD COLUMN acquisition_type TEXT;
ALTER TABLE consumers ADD COLUMN campaign_name TEXT;
-- The consumer's notification choices (PUT /consumers-v3/consumer/notification): order updates by text message,
-- back-in-stock and price-drop e-mails, each 0 or 1.
ALTER TABLE consumers ADD COLUMN notify_order_sms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE consumers ADD COLUMN notify_back_in_stock INTEGER NOT NULL DEFAULT 0;
ALTER TABLE consumers ADD COLUMN notify_price_drop INTEGER NOT NULL DEFAULT 0;
