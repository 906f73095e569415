-- Portal content per merchant: banners, announcements, help centre, content pages, and the
-- images they show. Texts are jsonb objects { "<LangCode>": "<text>" } (EN, CN, TW, AR …);
-- titles are plain text, contents HTML stored sanitised (gateway/domain/content/html-sanitiser.ts).
-- Rows are keyed by a slug per merchant, so the demo seed is idempotent and an operator's
-- edits survive restarts.

-- Images in the database, content-addressed: served at /lgw/media/<sha256>.<ext>, immutable.
CREATE TABLE media (
  sha256       text        PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content_type text        NOT NULL CHECK (content_type IN ('image/svg+xml', 'image/png', 'image/webp', 'image/jpeg')),
  width        integer     NOT NULL CHECK (width BETWEEN 1 AND 4096),
  height       integer     NOT NULL CHECK (height BETWEEN 1 AND 4096),
  body         bytea       NOT NULL CHECK (octet_length(body) BETWEEN 1 AND 262144),
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Banners (§3 Announcement response "banners", announcement type B), by group (w_home …).
CREATE TABLE banners (
  merchant     text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  slug         text        NOT NULL CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  group_name   text        NOT NULL CHECK (group_name ~ '^w_[a-z0-9_]{1,40}$'),
  title        jsonb       NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  image_path   text        NOT NULL CHECK (length(image_path) <= 500 AND image_path ~ '^(/[A-Za-z0-9]|https://)'),
  image_width  integer     NOT NULL CHECK (image_width BETWEEN 1 AND 4096),
  image_height integer     NOT NULL CHECK (image_height BETWEEN 1 AND 4096),
  linkage_type text        NOT NULL DEFAULT 'NONE' CHECK (linkage_type IN ('NONE', 'URL', 'ROUTE', 'GAME')),
  link_target  text        NULL CHECK (length(link_target) <= 500),
  -- W web, M mobile app, ALL both.
  platform     text        NOT NULL DEFAULT 'ALL' CHECK (platform IN ('ALL', 'W', 'M')),
  sort         integer     NOT NULL DEFAULT 0,
  start_at     timestamptz NOT NULL DEFAULT now(),
  end_at       timestamptz NULL,
  enabled      boolean     NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, slug),
  CHECK (end_at IS NULL OR end_at > start_at),
  -- A link can only be what its type says: never a javascript: or protocol-relative URL.
  CHECK ((linkage_type = 'NONE') = (link_target IS NULL)),
  CHECK (linkage_type <> 'URL' OR link_target ~ '^https://[^\s]+$'),
  CHECK (linkage_type <> 'ROUTE' OR link_target ~ '^/([A-Za-z0-9][^\s]*)?$'),
  CHECK (linkage_type <> 'GAME' OR link_target ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$')
);

-- Notices, popups and promotions (§3 "Popup announcement"; types PL, PU, PR, H).
CREATE TABLE announcements (
  merchant       text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  slug           text        NOT NULL CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  type           text        NOT NULL CHECK (type IN ('PL', 'PU', 'PR', 'H')),
  -- Popup audience: A logged in, B anonymous, F first login.
  execution      text        NULL CHECK (execution IN ('A', 'B', 'F')),
  promotion_type text        NULL CHECK (promotion_type ~ '^[A-Z0-9_]{1,32}$'),
  platform       text        NOT NULL DEFAULT 'ALL' CHECK (platform IN ('ALL', 'W', 'M')),
  title          jsonb       NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  content        jsonb       NOT NULL CHECK (jsonb_typeof(content) = 'object' AND length(content::text) <= 200000),
  sort           integer     NOT NULL DEFAULT 0,
  start_at       timestamptz NOT NULL DEFAULT now(),
  end_at         timestamptz NULL,
  enabled        boolean     NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, slug),
  CHECK (end_at IS NULL OR end_at > start_at),
  CHECK (type <> 'PU' OR execution IS NOT NULL)
);

-- Help centre (§7 helpCenter): categories holding articles.
CREATE TABLE help_categories (
  merchant   text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  slug       text        NOT NULL CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  title      jsonb       NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  sort       integer     NOT NULL DEFAULT 0,
  enabled    boolean     NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, slug)
);

CREATE TABLE help_articles (
  merchant   text        NOT NULL,
  slug       text        NOT NULL CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  category   text        NOT NULL,
  title      jsonb       NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  content    jsonb       NOT NULL CHECK (jsonb_typeof(content) = 'object' AND length(content::text) <= 200000),
  sort       integer     NOT NULL DEFAULT 0,
  enabled    boolean     NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, slug),
  FOREIGN KEY (merchant, category) REFERENCES help_categories (merchant, slug) ON DELETE CASCADE ON UPDATE CASCADE
);

-- Content pages (/join, /sponsor1..3, /seamless, home extras, terms …) made of ordered sections.
CREATE TABLE content_pages (
  merchant   text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  page       text        NOT NULL CHECK (page ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  title      jsonb       NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  enabled    boolean     NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, page)
);

CREATE TABLE content_sections (
  merchant   text        NOT NULL,
  page       text        NOT NULL,
  key        text        NOT NULL CHECK (key ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  title      jsonb       NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  content    jsonb       NOT NULL CHECK (jsonb_typeof(content) = 'object' AND length(content::text) <= 200000),
  sort       integer     NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, page, key),
  FOREIGN KEY (merchant, page) REFERENCES content_pages (merchant, page) ON DELETE CASCADE ON UPDATE CASCADE
);

-- Which demo-seed topics (vendors, banners, announcements, help, pages) a merchant received, at
-- which version. A topic is seeded once, and again only when its version rises (new demo rows
-- are then added, existing ones untouched), so rows an operator deleted stay deleted.
CREATE TABLE content_seeds (
  merchant  text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  topic     text        NOT NULL CHECK (topic ~ '^[a-z0-9-]{1,40}$'),
  version   integer     NOT NULL CHECK (version >= 1),
  seeded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, topic)
);
