-- The points mall and VIP (issue 19, docs/decisions/049-points-and-vip.md).
--
-- Points are whole numbers kept per member: point_balances is the running balance (never below
-- zero) and point_entries the append-only history that explains it. Every entry has a unique
-- source_key, which is what makes earning exactly once: a settled round earns under
-- 'round:<ledger transaction id>', so two gateway instances catching up at once insert it once
-- (ON CONFLICT DO NOTHING) and only the inserted rows move the balance (same statement).
CREATE TABLE point_balances (
  member_id   uuid        PRIMARY KEY REFERENCES members (id),
  merchant    text        NOT NULL,
  points      bigint      NOT NULL DEFAULT 0 CHECK (points >= 0),
  earned      bigint      NOT NULL DEFAULT 0 CHECK (earned >= 0),
  spent       bigint      NOT NULL DEFAULT 0 CHECK (spent >= 0),
  -- Lifetime bet volume of the rounds counted (minor units): the VIP progress.
  bet_minor   bigint      NOT NULL DEFAULT 0 CHECK (bet_minor >= 0),
  -- Newest round counted: the next catch-up reads rounds from 10 minutes before it (a round's
  -- posted_at is its transaction's start, so a late commit is still seen; the unique source_key
  -- keeps a round from counting twice).
  rounds_until timestamptz NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (points = earned - spent)
);

CREATE TABLE point_exchanges (
  id            uuid        PRIMARY KEY,
  number        text        NOT NULL UNIQUE,
  merchant      text        NOT NULL,
  member_id     uuid        NOT NULL REFERENCES members (id),
  -- The member's requestId: the same one again answers this exchange (docs/decisions/049).
  request_id    text        NOT NULL,
  request_hash  text        NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  type          text        NOT NULL CHECK (type IN ('product', 'cash')),
  product_code  text        NULL,
  product_name  text        NULL CHECK (length(product_name) <= 200),
  quantity      integer     NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  points        bigint      NOT NULL CHECK (points > 0),
  amount_minor  bigint      NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
  currency      text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status        text        NOT NULL CHECK (status IN ('in_process', 'rejected', 'approved')),
  remark        text        NULL CHECK (length(remark) <= 140),
  address       text        NULL CHECK (length(address) <= 140),
  balance_after bigint      NOT NULL CHECK (balance_after >= 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz NULL,
  UNIQUE (member_id, request_id),
  CHECK ((type = 'product') = (product_code IS NOT NULL)),
  CHECK (type = 'product' OR status = 'approved')
);
CREATE INDEX point_exchanges_member ON point_exchanges (member_id, created_at DESC, id DESC);

CREATE TABLE point_entries (
  id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant      text        NOT NULL,
  member_id     uuid        NOT NULL REFERENCES members (id),
  kind          text        NOT NULL CHECK (kind IN ('earn', 'redeem', 'convert', 'refund')),
  points        bigint      NOT NULL,
  balance_after bigint      NOT NULL CHECK (balance_after >= 0),
  source_key    text        NOT NULL UNIQUE CHECK (length(source_key) BETWEEN 1 AND 200),
  bet_minor     bigint      NULL CHECK (bet_minor >= 0),
  game_name     text        NULL CHECK (length(game_name) <= 200),
  exchange_id   uuid        NULL REFERENCES point_exchanges (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'earn') = (exchange_id IS NULL)),
  CHECK (kind <> 'earn' OR points >= 0),
  CHECK (kind NOT IN ('redeem', 'convert') OR points < 0),
  CHECK (kind <> 'refund' OR points > 0)
);
CREATE INDEX point_entries_member ON point_entries (member_id, created_at DESC, id DESC);

-- Entries are history: the same guard as the ledger's rows (migration 010).
CREATE TRIGGER point_entries_append_only BEFORE UPDATE OR DELETE ON point_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
