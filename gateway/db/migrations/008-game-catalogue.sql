-- Game catalogue (§3 "Game", "Favourite list", "Slot subcategories"; §4 "Game launch",
-- "Favourite"; docs/decisions/017-game-catalogue.md). Games hang off the vendors of 002. The
-- gateway holds each merchant's catalogue in memory and reloads it when catalogue_version moves
-- (bumped once per statement that changes vendors or games, whoever runs it).

-- How a vendor tile launches (§3 isGame): VASSALAGE opens a popup list of its games; GAME starts
-- its lobby (the vendor's first game) directly.
ALTER TABLE vendors ADD COLUMN is_game text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE'));

CREATE TABLE games (
  merchant       text        NOT NULL,
  -- Numeric id, unique per merchant: the browser launches and favourites by it.
  node_id        text        NOT NULL CHECK (node_id ~ '^[1-9][0-9]{0,9}$'),
  vendor_node_id text        NOT NULL,
  -- The vendor's own code for the game (lottery pages take it as ?gameCode=).
  game_code      text        NOT NULL CHECK (game_code ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$'),
  -- Display name per language code: { "EN": "Golden Dragon", "CN": "黄金龙" }.
  names          jsonb       NOT NULL,
  -- NULL: the generated /lgw/icons/game/<vassalage>/<node_id>.svg.
  icon_path      text        NULL CHECK (length(icon_path) <= 500 AND icon_path ~ '^(/[A-Za-z0-9]|https://)'),
  -- §2.8: 0 shows the free-trial button.
  support_play   smallint    NOT NULL DEFAULT 1 CHECK (support_play IN (0, 1)),
  is_game        text        NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
  -- §3 slot subcategories; NULL for a plain slot and for other game types.
  subcategory    text        NULL CHECK (subcategory IN ('SC', 'VP', 'JP', 'TG', 'AC', 'BG')),
  -- Minimum bet in minor units of the merchant currency (§9 filter "1 or more" = 100).
  min_bet_minor  integer     NOT NULL DEFAULT 100 CHECK (min_bet_minor > 0),
  -- Pay lines; 0 for ways-to-win and non-slot games (§9 filter "25 lines or more").
  lines          integer     NOT NULL DEFAULT 0 CHECK (lines >= 0),
  -- 0..100, higher is hotter (hot games, popular, default order).
  popularity     integer     NOT NULL DEFAULT 0 CHECK (popularity BETWEEN 0 AND 100),
  sort           integer     NOT NULL DEFAULT 0,
  maintenance    boolean     NOT NULL DEFAULT false,
  enabled        boolean     NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, node_id),
  FOREIGN KEY (merchant, vendor_node_id) REFERENCES vendors (merchant, node_id) ON DELETE CASCADE
);

CREATE INDEX games_by_vendor ON games (merchant, vendor_node_id, sort);

-- One row: bumped by every statement that changes vendors or games.
CREATE TABLE catalogue_version (
  id      smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint   NOT NULL DEFAULT 1
);
INSERT INTO catalogue_version (id, version) VALUES (1, 1);

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;

CREATE TRIGGER vendors_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER games_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

-- §3 "Favourite list" (§4 "Favourite" toggles add/remove; idempotent both ways).
CREATE TABLE favourite_games (
  member_id  uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant   text        NOT NULL,
  node_id    text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id),
  FOREIGN KEY (merchant, node_id) REFERENCES games (merchant, node_id) ON DELETE CASCADE
);
CREATE INDEX favourite_games_recent ON favourite_games (member_id, created_at DESC);

-- Recently launched games (GCS_recentGame): one row per member and game, the last launch time.
CREATE TABLE recent_games (
  member_id   uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant    text        NOT NULL,
  node_id     text        NOT NULL,
  launched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id),
  FOREIGN KEY (merchant, node_id) REFERENCES games (merchant, node_id) ON DELETE CASCADE
);
CREATE INDEX recent_games_latest ON recent_games (member_id, launched_at DESC);

-- Demo vendor (docs/decisions/017): a launch issues a single-use ticket (only its SHA-256
-- stored); the game page trades it once for a play token (SHA-256 stored) bound to one member
-- and game, which then settles rounds. Neither is the portal session token.
CREATE TABLE demo_vendor_plays (
  ticket_hash text        PRIMARY KEY CHECK (ticket_hash ~ '^[0-9a-f]{64}$'),
  play_hash   text        NULL UNIQUE CHECK (play_hash ~ '^[0-9a-f]{64}$'),
  member_id   uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant    text        NOT NULL,
  node_id     text        NOT NULL,
  lang        text        NOT NULL CHECK (lang ~ '^[A-Z]{2}$'),
  ticket_expires_at timestamptz NOT NULL,
  play_expires_at   timestamptz NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- One row per settled round: the round id the page sends makes a retried spin idempotent.
CREATE TABLE demo_vendor_rounds (
  play_hash  text        NOT NULL REFERENCES demo_vendor_plays (play_hash) ON DELETE CASCADE,
  round_id   text        NOT NULL CHECK (round_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  bet_minor  integer     NOT NULL CHECK (bet_minor > 0),
  win_minor  integer     NOT NULL CHECK (win_minor >= 0),
  reels      text        NOT NULL,
  balance_minor bigint   NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (play_hash, round_id)
);
