-- The shop's clock (the front-end service's `GET /fapi/server/time`, decision 096): how far ahead of the real time
-- testers and editors have set it, to see a date to come. One row at most; none is the real time.

CREATE TABLE shop_clock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  offset_ms INTEGER NOT NULL
);
