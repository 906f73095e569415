-- Raffle tickets (issue 19, docs/decisions/051-raffle-tickets-and-missions.md): golden egg, red
-- envelope and prize wheel tickets (§3) earned by per-merchant rules from real bet volume, and
-- drawn provably fairly when claimed.
--
-- ticket_rules: one row per merchant and rule (the runtime source of truth every instance reads;
-- the demo merchants' rules are seeded below). A member earns one ticket per every_bet_minor of
-- settled bets (ledger game_round transactions), at most max_tickets per rule. prizes is the
-- prize table [{ "amountMinor": n, "weight": w }, …] a ticket copies when it is earned, so the
-- table it is drawn from is fixed before its server seed's hash is shown.
CREATE TABLE ticket_rules (
  merchant        text        NOT NULL,
  rule_id         text        NOT NULL CHECK (rule_id ~ '^[a-z][a-z0-9_-]{0,31}$'),
  ticket_type     text        NOT NULL CHECK (ticket_type IN ('golden_egg', 'red_envelope', 'prize_wheel')),
  every_bet_minor bigint      NOT NULL CHECK (every_bet_minor > 0),
  max_tickets     integer     NOT NULL CHECK (max_tickets BETWEEN 1 AND 1000),
  prizes          jsonb       NOT NULL CHECK (jsonb_typeof(prizes) = 'array' AND jsonb_array_length(prizes) BETWEEN 1 AND 32),
  active          boolean     NOT NULL DEFAULT true,
  sort            integer     NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, rule_id)
);

-- One row per earned ticket. (member_id, rule_id, nonce) is unique: however many instances
-- evaluate a rule at once, each ticket of it exists once. The server seed stays in the database
-- until the draw; its SHA-256 (server_seed_hash) is what the member sees before. A claim sets
-- claimed_at once (UPDATE … WHERE claimed_at IS NULL) in the transaction that pays the prize.
CREATE TABLE raffle_tickets (
  id               uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant         text        NOT NULL,
  member_id        uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  rule_id          text        NOT NULL,
  ticket_type      text        NOT NULL CHECK (ticket_type IN ('golden_egg', 'red_envelope', 'prize_wheel')),
  nonce            integer     NOT NULL CHECK (nonce >= 1),
  prizes           jsonb       NOT NULL,
  server_seed      text        NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text        NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  earned_at        timestamptz NOT NULL DEFAULT now(),
  claimed_at       timestamptz NULL,
  client_seed      text        NULL CHECK (client_seed ~ '^[A-Za-z0-9_-]{1,64}$'),
  prize_index      integer     NULL,
  prize_minor      bigint      NULL CHECK (prize_minor >= 0),
  transaction_id   uuid        NULL,
  UNIQUE (member_id, rule_id, nonce),
  CHECK ((claimed_at IS NULL) = (client_seed IS NULL) AND (claimed_at IS NULL) = (prize_index IS NULL))
);
CREATE INDEX raffle_tickets_member ON raffle_tickets (member_id, earned_at DESC);

INSERT INTO ticket_rules (merchant, rule_id, ticket_type, every_bet_minor, max_tickets, prizes, sort)
SELECT m.merchant, r.rule_id, r.ticket_type, r.every_bet_minor, r.max_tickets, r.prizes::jsonb, r.sort
  FROM (VALUES ('aurora'), ('tigerbay'), ('oasis')) AS m (merchant)
  CROSS JOIN (VALUES
    ('golden-egg', 'golden_egg', 1000, 50,
     '[{"amountMinor":100,"weight":50},{"amountMinor":200,"weight":25},{"amountMinor":500,"weight":15},{"amountMinor":1000,"weight":8},{"amountMinor":5000,"weight":2}]', 1),
    ('red-envelope', 'red_envelope', 5000, 20,
     '[{"amountMinor":288,"weight":40},{"amountMinor":588,"weight":30},{"amountMinor":888,"weight":20},{"amountMinor":1888,"weight":9},{"amountMinor":8888,"weight":1}]', 2),
    ('prize-wheel', 'prize_wheel', 10000, 10,
     '[{"amountMinor":100,"weight":30},{"amountMinor":300,"weight":25},{"amountMinor":500,"weight":20},{"amountMinor":1000,"weight":12},{"amountMinor":2000,"weight":8},{"amountMinor":5000,"weight":4},{"amountMinor":10000,"weight":1}]', 3)
  ) AS r (rule_id, ticket_type, every_bet_minor, max_tickets, prizes, sort)
 WHERE NOT (m.merchant = 'oasis' AND r.rule_id = 'prize-wheel');
