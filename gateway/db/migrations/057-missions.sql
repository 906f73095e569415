-- Missions (issue 19, docs/decisions/051-raffle-tickets-and-missions.md): per-merchant goals whose
-- progress is read from real settled rounds (ledger game_round transactions) in the mission's
-- period (UTC day, ISO week from Monday, or all time); nothing is stored per member.
CREATE TABLE missions (
  merchant   text    NOT NULL,
  mission_id text    NOT NULL CHECK (mission_id ~ '^[a-z][a-z0-9_-]{0,31}$'),
  metric     text    NOT NULL CHECK (metric IN ('bet_volume', 'rounds')),
  period     text    NOT NULL CHECK (period IN ('day', 'week', 'all')),
  target     bigint  NOT NULL CHECK (target > 0),
  active     boolean NOT NULL DEFAULT true,
  sort       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, mission_id)
);

-- Leaderboards add up a merchant's rounds in a period: index ledger_transactions_merchant_rounds
-- (merchant, posted_at) WHERE kind = 'game_round' (migration 039) serves them.

INSERT INTO missions (merchant, mission_id, metric, period, target, sort)
SELECT m.merchant, x.mission_id, x.metric, x.period, x.target, x.sort
  FROM (VALUES ('aurora'), ('tigerbay'), ('oasis')) AS m (merchant)
  CROSS JOIN (VALUES
    ('daily-bets', 'bet_volume', 'day', 50000, 1),
    ('daily-rounds', 'rounds', 'day', 20, 2),
    ('weekly-bets', 'bet_volume', 'week', 500000, 3)
  ) AS x (mission_id, metric, period, target, sort);
