-- System status from the console (docs/decisions/046-console-rules-and-status.md, §4 "System status").
--
-- merchants.status keeps its meaning: 1 maintenance now (maintenance_end its announced end,
-- until lifted), 2 restricted everywhere (set outside the console), 0 otherwise. Added:
-- 1. a scheduled maintenance: from maintenance_start until maintenance_end (null: until lifted),
--    while status is 0;
-- 2. the maintenance message per language ({"EN": "…", "CN": "…"}), shown on the maintenance page;
-- 3. the region restriction: ISO 3166-1 alpha-2 countries and CIDR ranges (IPv4 and IPv6),
--    as JSON arrays; a visitor from one of them gets status 2.
ALTER TABLE merchants
  ADD COLUMN maintenance_start   timestamptz NULL,
  ADD COLUMN maintenance_message jsonb       NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(maintenance_message) = 'object'),
  ADD COLUMN region_countries    jsonb       NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(region_countries) = 'array'),
  ADD COLUMN region_ranges       jsonb       NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(region_ranges) = 'array'),
  ADD CONSTRAINT merchants_maintenance_window CHECK (maintenance_start IS NULL OR maintenance_end IS NULL OR maintenance_start < maintenance_end);
