-- Agent settlement, continued (041-agent-settlement.sql; docs/decisions/036-agent-settlement.md).
-- A run is final when it was done after its period had really ended (database time, plus the
-- grace): nothing can be added to it any more. A run settled earlier (the development clock moved
-- ahead, or an instance clock ahead of the database) is run again while real time is inside its
-- period and once after it, so contracts accepted and rounds played later in it are still settled
-- (each contract once: UNIQUE (contract_id, period_start)).
ALTER TABLE agent_settlement_runs ADD COLUMN final boolean NOT NULL DEFAULT false;
CREATE INDEX agent_settlement_runs_early ON agent_settlement_runs (period_start) WHERE state = 'done' AND NOT final;
