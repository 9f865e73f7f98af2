-- Ready-made designs (decision 030, spec 1 §7's `precreatedCustomsCode`): personalisations the shop designed, two
-- per personalisable style, kept as recipes with a code. An add naming the code is made to that recipe, exactly as
-- an add naming a recipe made by a shopper; the product details answer them. Each text and thread passes the
-- shared rules (`shared/bag/embroidery.ts`). A shopper's own recipe has no code.

ALTER TABLE recipes ADD COLUMN design_code TEXT;
CREATE UNIQUE INDEX recipes_design_code ON recipes (design_code) WHERE design_code IS NOT NULL;

INSERT INTO recipes (id, style_code, text, thread, created_at, design_code) VALUES
  ('D-CAP-SUMMIT', 'KS102743', 'SUMMIT', 'gold', '2026-01-01T00:00:00.000Z', 'KST-CAP-SUMMIT'),
  ('D-CAP-TRAIL', 'KS102743', 'TRAIL CREW', 'white', '2026-01-01T00:00:01.000Z', 'KST-CAP-TRAIL'),
  ('D-JKT-STORM', 'KS100342', 'STORM CHASER', 'silver', '2026-01-01T00:00:02.000Z', 'KST-JKT-STORM'),
  ('D-JKT-PEAK', 'KS100342', 'PEAK BAGGER', 'red', '2026-01-01T00:00:03.000Z', 'KST-JKT-PEAK'),
  ('D-MDW-ACE', 'KS101833', 'ACE', 'navy', '2026-01-01T00:00:04.000Z', 'KST-MDW-ACE'),
  ('D-MDW-COURT', 'KS101833', 'COURT 76', 'gold', '2026-01-01T00:00:05.000Z', 'KST-MDW-COURT'),
  ('D-ALD-WILD', 'KS101721', 'RUN WILD', 'red', '2026-01-01T00:00:06.000Z', 'KST-ALD-WILD'),
  ('D-ALD-MILE', 'KS101721', 'MILE ZERO', 'black', '2026-01-01T00:00:07.000Z', 'KST-ALD-MILE');
