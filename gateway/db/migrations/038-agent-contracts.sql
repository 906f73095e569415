-- Agent contracts (issue 17, schemas/agent.ts, docs/decisions/033 and 035): what an upline offers
-- a direct downline, of four kinds, and the history of each. The lifecycle is machines/
-- contract.machine.ts; the gateway moves a contract only through it. At most one open contract
-- (offered, active or terminationRequested) per (downline, kind): a new offer of a kind replaces
-- an open offer (withdrawn); an active contract must end before another is offered.
CREATE TABLE agent_contracts (
  id                       uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant                 text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  kind                     text        NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  period                   text        NOT NULL CHECK (period IN ('realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')),
  state                    text        NOT NULL CHECK (state IN ('offered', 'active', 'terminationRequested', 'rejected', 'terminated', 'withdrawn')),
  upline_id                uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  downline_id              uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- [{ activePeople, betMinor, lossMinor, ratio }] ordered by threshold (schemas/agent.ts ContractTier).
  tiers                    jsonb       NOT NULL,
  -- Highest tier's ratio, hundredths of a percent.
  ratio                    integer     NOT NULL CHECK (ratio BETWEEN 1 AND 10000),
  termination_requested_by text        NULL CHECK (termination_requested_by IN ('upline', 'downline')),
  signed_at                timestamptz NULL,
  offered_at               timestamptz NOT NULL DEFAULT now(),
  accepted_at              timestamptz NULL,
  ended_at                 timestamptz NULL,
  -- Bumped by every change (optimistic checks, and the settlement's "as of" reading).
  version                  integer     NOT NULL DEFAULT 1,
  CHECK (upline_id <> downline_id),
  CHECK ((state = 'terminationRequested') = (termination_requested_by IS NOT NULL))
);
CREATE UNIQUE INDEX agent_contracts_one_open ON agent_contracts (downline_id, kind)
  WHERE state IN ('offered', 'active', 'terminationRequested');
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind, state);
CREATE INDEX agent_contracts_live ON agent_contracts (merchant, kind, state) WHERE state IN ('active', 'terminationRequested');

CREATE TABLE agent_contract_events (
  contract_id uuid        NOT NULL REFERENCES agent_contracts (id) ON DELETE CASCADE,
  seq         integer     NOT NULL CHECK (seq >= 1),
  -- offered, accepted, rejected, signed, terminationRequested, terminationWithdrawn, terminated,
  -- withdrawn, superseded (ended by the higher-ratio rule).
  event       text        NOT NULL CHECK (length(event) BETWEEN 1 AND 40),
  actor       text        NOT NULL CHECK (actor IN ('upline', 'downline', 'system')),
  at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (contract_id, seq)
);
