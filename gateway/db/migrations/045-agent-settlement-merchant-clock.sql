-- Agent settlement, continued (docs/decisions/042-settlement-per-merchant-clock.md).
--
-- 1. The development clock per merchant (never read in production): an offset added, for one
--    merchant only, on top of the shared one (agent_settlement_dev_clock), so a brand's browser
--    test moves only its own merchant's settlement time while the other brands' tests run.
CREATE TABLE agent_settlement_dev_merchant_clock (
  merchant  text        PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  offset_ms bigint      NOT NULL DEFAULT 0 CHECK (offset_ms >= 0),
  moved_at  timestamptz NOT NULL DEFAULT now()
);

-- 2. Quiet periods: the planner asks whether a merchant had any game round in each period it
--    plans; a period with none is recorded settled without a run (no contract of that merchant
--    can have a figure in it). One index probe per period, on game rounds only.
CREATE INDEX ledger_transactions_merchant_rounds ON ledger_transactions (merchant, posted_at) WHERE kind = 'game_round';
