-- Agent settlement (issue 17, docs/decisions/036-agent-settlement.md): contracts are settled per
-- closed period and paid through the ledger exactly once.
--
-- 1. agent_settlement_runs: the scheduler's jobs. One row per (merchant, contract period, period
--    start): "settle every contract of this period type for this window". Every gateway instance
--    inserts the due rows (ON CONFLICT DO NOTHING) and claims one at a time with
--    FOR UPDATE SKIP LOCKED, pushing due_at a lease ahead (the delivery queue's way, decision 026).
--    A run that dies is due again when its lease ends; state 'done' once every contract of it
--    is settled. Times of the lease are the database's now().
CREATE TABLE agent_settlement_runs (
  merchant     text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  period       text        NOT NULL CHECK (period IN ('realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')),
  period_start timestamptz NOT NULL,
  period_end   timestamptz NOT NULL,
  state        text        NOT NULL DEFAULT 'due' CHECK (state IN ('due', 'done')),
  -- Claimable when state = 'due' and due_at <= now(); a claim moves it a lease ahead.
  due_at       timestamptz NOT NULL DEFAULT now(),
  attempts     integer     NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  claimed_by   text        NULL CHECK (length(claimed_by) <= 100),
  last_error   text        NULL CHECK (length(last_error) <= 500),
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz NULL,
  -- What the run did (its last attempt): contracts looked at, postings made, their sum.
  contracts    integer     NULL,
  payouts      integer     NULL,
  total_minor  bigint      NULL,
  PRIMARY KEY (merchant, period, period_start),
  CHECK (period_end > period_start),
  CHECK ((state = 'done') = (finished_at IS NOT NULL))
);
CREATE INDEX agent_settlement_runs_due ON agent_settlement_runs (due_at, period_end) WHERE state = 'due';

-- 2. agent_settlements: one row per (contract, period start) — the UNIQUE key is what makes a
--    period paid once, whoever settles it. A row is written in the same database transaction as
--    its ledger posting (idempotency key settlement:<contract id>:<period start ISO>). Periods in
--    which the payee's team had no round at all leave no row (the run row records the period as
--    settled); a period with rounds but no tier reached is recorded with ratio 0, amount 0 and no
--    transaction, so the agent sees why nothing was paid.
CREATE TABLE agent_settlements (
  id             uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant       text        NOT NULL,
  contract_id    uuid        NOT NULL REFERENCES agent_contracts (id),
  kind           text        NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  period         text        NOT NULL CHECK (period IN ('realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')),
  -- The downline who holds the contract and is paid; the upline who offered it.
  payee_id       uuid        NOT NULL,
  upline_id      uuid        NOT NULL,
  period_start   timestamptz NOT NULL,
  period_end     timestamptz NOT NULL,
  currency       text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- The payee's team (itself included) in the part of the period the contract was in force.
  active_people  integer     NOT NULL CHECK (active_people >= 0),
  bet_minor      bigint      NOT NULL CHECK (bet_minor >= 0),
  win_minor      bigint      NOT NULL CHECK (win_minor >= 0),
  -- What the ratio applied to: bet volume (salaries) or net loss as players, bets − wins, if positive (dividend).
  basis_minor    bigint      NOT NULL CHECK (basis_minor >= 0),
  -- The ratio of the highest tier reached (hundredths of a percent); 0 when none was reached.
  ratio          integer     NOT NULL CHECK (ratio BETWEEN 0 AND 10000),
  tier           smallint    NULL,
  amount_minor   bigint      NOT NULL CHECK (amount_minor >= 0),
  -- The ledger posting (commission → payee main wallet); NULL when the amount is 0.
  transaction_id uuid        NULL REFERENCES ledger_transactions (id),
  paid_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, period_start),
  CHECK (period_end > period_start)
);
CREATE INDEX agent_settlements_payee ON agent_settlements (payee_id, period_start DESC);
CREATE INDEX agent_settlements_period ON agent_settlements (merchant, period, period_start);

-- 3. The development clock (never read in production): an offset added to the settlement
--    clock of every instance, so browser tests can close periods without waiting. One row.
CREATE TABLE agent_settlement_dev_clock (
  id        boolean     PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms bigint      NOT NULL DEFAULT 0,
  moved_at  timestamptz NOT NULL DEFAULT now()
);
