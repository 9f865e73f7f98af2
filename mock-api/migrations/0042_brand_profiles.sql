-- The brands an account has a profile on (decision 088): one sign-in identity for every brand of the shop, a
-- profile per brand. Space-separated brand ids (`kestrel tidewater`); null for an account whose profile is on every
-- brand (every account made before brand profiles, and a sign-up that names no site).
ALTER TABLE consumers ADD COLUMN profile_brands TEXT;
