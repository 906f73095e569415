-- Brand configuration edited in the operator console (issue 18, docs/decisions/045-console-merchants.md).
--
-- merchant_brands: per merchant, the brand document (brand.json's content) being edited (draft)
-- and the one players get (published). Brand folders stay the seed: a merchant without a
-- published row is served from its folder; once published here, this copy wins everywhere.
-- `version` grows by one at every publish: gateway instances compare it to notice a change.
CREATE TABLE merchant_brands (
  merchant         text        PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  draft            jsonb       NULL CHECK (draft IS NULL OR jsonb_typeof(draft) = 'object'),
  draft_updated_at timestamptz NULL,
  draft_by         uuid        NULL,
  published        jsonb       NULL CHECK (published IS NULL OR jsonb_typeof(published) = 'object'),
  version          integer     NOT NULL DEFAULT 0 CHECK (version >= 0),
  published_at     timestamptz NULL,
  published_by     uuid        NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((published IS NULL) = (version = 0))
);
CREATE INDEX merchant_brands_published ON merchant_brands (merchant, version) WHERE published IS NOT NULL;

-- Images uploaded from the console (logo, dark logo, favicon): SVGs stored sanitised, rasters
-- re-encoded as PNG. The name carries the content's SHA-256, so a name always means the same
-- bytes (served with a day's cache like the folders' images) and a draft can point at an image
-- without touching what the published brand shows.
CREATE TABLE merchant_assets (
  merchant     text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  name         text        NOT NULL CHECK (name ~ '^[a-z]+-[0-9a-f]{16}\.(svg|png)$'),
  content_type text        NOT NULL CHECK (content_type IN ('image/svg+xml', 'image/png')),
  bytes        bytea       NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 524288),
  created_at   timestamptz NOT NULL DEFAULT now(),
  created_by   uuid        NULL,
  PRIMARY KEY (merchant, name)
);
