-- Game vendors per merchant (§3 "Game vendor card"): the lite catalogue behind the navigation
-- drop menus, the home casino tabs and the footer icons. The full game catalogue (a later
-- migration) hangs its games off (merchant, node_id), so this table only grows columns.
CREATE TABLE vendors (
  merchant     text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  -- Stable id the browser routes and launches by (e.g. RNG-PG); unique per merchant.
  node_id      text        NOT NULL CHECK (node_id ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$'),
  -- Vendor code (PG, EVO, TCG_LOTTO_VN …); one vendor may serve several game types.
  vassalage    text        NOT NULL CHECK (vassalage ~ '^[A-Z0-9][A-Z0-9_]{0,31}$'),
  game_type    text        NOT NULL CHECK (game_type IN
                 ('SPORTS', 'LIVE', 'RNG', 'FISH', 'ESPORTS', 'PVP', 'LOTT', 'ELOTT', 'COCKFIGHT', 'INHOUSE')),
  display_name text        NOT NULL CHECK (length(display_name) BETWEEN 1 AND 80),
  sort         integer     NOT NULL DEFAULT 0,
  maintenance  boolean     NOT NULL DEFAULT false,
  -- An operator hides a vendor without deleting it (its games and history stay).
  enabled      boolean     NOT NULL DEFAULT true,
  -- Same-origin path or https URL of the icon; NULL means the generated /lgw/icons/vendor/<vassalage>.svg.
  icon_path    text        NULL CHECK (length(icon_path) <= 500 AND icon_path ~ '^(/[A-Za-z0-9]|https://)'),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, node_id),
  UNIQUE (merchant, game_type, vassalage)
);

CREATE INDEX vendors_menu_order ON vendors (merchant, game_type, sort);
