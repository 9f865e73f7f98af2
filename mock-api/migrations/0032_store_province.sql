-- A store's state, province or (in Italy) province code, where its country's addresses name one: "Seattle, WA
-- 98101", "Vancouver BC  V6E 1A9", "20122 Milano MI". Null elsewhere. The seed fills it in (seed version 10).
ALTER TABLE stores ADD COLUMN province TEXT;
