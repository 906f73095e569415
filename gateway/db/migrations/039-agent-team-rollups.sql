-- The agent centre's team reads (issue 17, docs/decisions/034-agent-team-reads.md).
--
-- 1. agent_member_daily: per member, per reporting day, per game category and vendor, what the
--    member did: rounds, bets and wins (game_round), deposits, withdrawals (net of refunds) and
--    agent income (agent_salary / agent_dividend paid to the member). Kept by a statement
--    trigger on ledger_entries, so a rollup moves in the same database transaction as the money
--    (exact, and the same with any number of gateway instances: the upsert adds to the row, it
--    never reads-then-writes in the gateway). Money rows carry category = vendor = ''.
--    agent_rollups_rebuild(merchant) recomputes a merchant's rows from the ledger.
CREATE TABLE agent_member_daily (
  member_id         uuid   NOT NULL,
  merchant          text   NOT NULL,
  -- Calendar day in the merchant's reporting zone (agent_reporting_day).
  day               date   NOT NULL,
  -- The round's gameType (schemas/game-categories.ts) and vendor vassalage; '' for money rows.
  category          text   NOT NULL,
  vendor            text   NOT NULL,
  rounds            bigint NOT NULL DEFAULT 0,
  bet_minor         bigint NOT NULL DEFAULT 0,
  win_minor         bigint NOT NULL DEFAULT 0,
  deposits_minor    bigint NOT NULL DEFAULT 0,
  withdrawals_minor bigint NOT NULL DEFAULT 0,
  income_minor      bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, category, vendor)
);
CREATE INDEX agent_member_daily_merchant_day ON agent_member_daily (merchant, day);

-- The reporting day of a moment for a merchant: UTC+8 for every merchant today (decision 033:
-- "UTC+8 unless the brand says otherwise"; no brand says otherwise yet). A brand zone would be
-- read here, then agent_rollups_rebuild() recomputes that merchant's days.
CREATE FUNCTION agent_reporting_day(p_merchant text, p_at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$ SELECT ((p_at AT TIME ZONE 'UTC') + interval '8 hours')::date $$;

-- What a statement's ledger entries add to the rollups: one row per (member, day, category,
-- vendor). A round counts once, on the statement holding its line 0 (the ledger writes a
-- transaction's entries in one statement); money is the member's main-wallet movement.
CREATE FUNCTION agent_rollup_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_member_daily AS d (member_id, merchant, day, category, vendor, rounds, bet_minor, win_minor,
                                       deposits_minor, withdrawals_minor, income_minor)
  SELECT r.member_id, r.merchant, r.day, r.category, r.vendor, sum(r.rounds), sum(r.bet), sum(r.win), sum(r.dep), sum(r.wd), sum(r.inc)
    FROM (
      SELECT t.member_id, t.merchant, agent_reporting_day(t.merchant, t.posted_at) AS day,
             CASE WHEN t.kind = 'game_round' THEN coalesce(t.details->>'gameType', '') ELSE '' END AS category,
             CASE WHEN t.kind = 'game_round' THEN coalesce(t.details->>'vendor', '') ELSE '' END AS vendor,
             CASE WHEN t.kind = 'game_round' AND x.first THEN 1 ELSE 0 END AS rounds,
             CASE WHEN t.kind = 'game_round' AND x.first THEN coalesce((t.details->>'betMinor')::bigint, 0) ELSE 0 END AS bet,
             CASE WHEN t.kind = 'game_round' AND x.first THEN coalesce((t.details->>'winMinor')::bigint, 0) ELSE 0 END AS win,
             CASE WHEN t.kind = 'deposit' THEN x.main_delta ELSE 0 END AS dep,
             CASE WHEN t.kind IN ('withdrawal', 'withdrawal_refund') THEN -x.main_delta ELSE 0 END AS wd,
             CASE WHEN t.kind IN ('agent_salary', 'agent_dividend') THEN x.main_delta ELSE 0 END AS inc
        FROM (SELECT i.transaction_id, bool_or(i.line = 0) AS first,
                     coalesce(sum(i.amount_minor) FILTER (WHERE a.member_id = tt.member_id AND a.wallet = 'main'), 0) AS main_delta
                FROM inserted i
                JOIN ledger_transactions tt ON tt.id = i.transaction_id
                JOIN ledger_accounts a ON a.id = i.account_id
               WHERE tt.member_id IS NOT NULL
                 AND tt.kind IN ('game_round', 'deposit', 'withdrawal', 'withdrawal_refund', 'agent_salary', 'agent_dividend')
               GROUP BY i.transaction_id) x
        JOIN ledger_transactions t ON t.id = x.transaction_id
    ) r
   GROUP BY r.member_id, r.merchant, r.day, r.category, r.vendor
  HAVING sum(r.rounds) <> 0 OR sum(r.dep) <> 0 OR sum(r.wd) <> 0 OR sum(r.inc) <> 0
   -- Rows locked in one order by everyone (no deadlock between two bulk postings).
   ORDER BY r.member_id, r.day, r.category, r.vendor
  ON CONFLICT (member_id, day, category, vendor) DO UPDATE SET
    rounds = d.rounds + excluded.rounds,
    bet_minor = d.bet_minor + excluded.bet_minor,
    win_minor = d.win_minor + excluded.win_minor,
    deposits_minor = d.deposits_minor + excluded.deposits_minor,
    withdrawals_minor = d.withdrawals_minor + excluded.withdrawals_minor,
    income_minor = d.income_minor + excluded.income_minor;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_agent_rollup AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION agent_rollup_entries();

-- Recompute one merchant's rollups from the ledger (after a zone change, or to repair). Waits
-- for postings in flight (EXCLUSIVE blocks the trigger's upsert) so nothing is counted twice or lost.
CREATE FUNCTION agent_rollups_rebuild(p_merchant text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
BEGIN
  LOCK TABLE agent_member_daily IN EXCLUSIVE MODE;
  DELETE FROM agent_member_daily WHERE merchant = p_merchant;
  INSERT INTO agent_member_daily (member_id, merchant, day, category, vendor, rounds, bet_minor, win_minor,
                                  deposits_minor, withdrawals_minor, income_minor)
  SELECT r.member_id, r.merchant, r.day, r.category, r.vendor, sum(r.rounds), sum(r.bet), sum(r.win), sum(r.dep), sum(r.wd), sum(r.inc)
    FROM (
      SELECT t.member_id, t.merchant, agent_reporting_day(t.merchant, t.posted_at) AS day,
             CASE WHEN t.kind = 'game_round' THEN coalesce(t.details->>'gameType', '') ELSE '' END AS category,
             CASE WHEN t.kind = 'game_round' THEN coalesce(t.details->>'vendor', '') ELSE '' END AS vendor,
             CASE WHEN t.kind = 'game_round' THEN 1 ELSE 0 END AS rounds,
             CASE WHEN t.kind = 'game_round' THEN coalesce((t.details->>'betMinor')::bigint, 0) ELSE 0 END AS bet,
             CASE WHEN t.kind = 'game_round' THEN coalesce((t.details->>'winMinor')::bigint, 0) ELSE 0 END AS win,
             CASE WHEN t.kind = 'deposit' THEN m.main_delta ELSE 0 END AS dep,
             CASE WHEN t.kind IN ('withdrawal', 'withdrawal_refund') THEN -m.main_delta ELSE 0 END AS wd,
             CASE WHEN t.kind IN ('agent_salary', 'agent_dividend') THEN m.main_delta ELSE 0 END AS inc
        FROM ledger_transactions t
        CROSS JOIN LATERAL (
          SELECT coalesce(sum(e.amount_minor), 0) AS main_delta
            FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
           WHERE e.transaction_id = t.id AND a.member_id = t.member_id AND a.wallet = 'main'
             AND t.kind <> 'game_round') m
       WHERE t.merchant = p_merchant AND t.member_id IS NOT NULL
         AND t.kind IN ('game_round', 'deposit', 'withdrawal', 'withdrawal_refund', 'agent_salary', 'agent_dividend')
    ) r
   GROUP BY r.member_id, r.merchant, r.day, r.category, r.vendor
  HAVING sum(r.rounds) <> 0 OR sum(r.dep) <> 0 OR sum(r.wd) <> 0 OR sum(r.inc) <> 0;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;

-- Backfill what the ledger already holds.
DO $$
DECLARE
  m text;
BEGIN
  FOR m IN SELECT DISTINCT merchant FROM ledger_transactions LOOP
    PERFORM agent_rollups_rebuild(m);
  END LOOP;
END $$;

-- 2. Announcements for agents: an audience column. 'all' rows are the public list (§7
--    MCSFE_getListAnnouncements, as before); 'agents' rows are shown only in the agent centre.
ALTER TABLE announcements ADD COLUMN audience text NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'agents'));

-- The team page's last login (login_history outcome 'session' per member, newest first).
CREATE INDEX login_history_member_session ON login_history (member_id, created_at DESC) WHERE outcome = 'session';
