-- The agent programme's foundation (issue 17, docs/decisions/033-agent-programme.md).
--
-- 1. member_ancestry: the closure table of members.parent_id. One row per (ancestor, descendant)
--    pair, depth 0 for a member itself, 1 for a direct downline and so on. Every agent query is
--    bounded by it in SQL ("descendants of me": ancestor_id = me AND depth >= 1). Triggers keep it
--    equal to parent_id whoever writes members (registration, account opening, the seed, SQL):
--    an insert adds the member's chain; a parent change moves the whole subtree; a cycle is refused.
CREATE TABLE member_ancestry (
  ancestor_id   uuid     NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  descendant_id uuid     NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  depth         smallint NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id)
);
CREATE INDEX member_ancestry_descendant ON member_ancestry (descendant_id, depth);
CREATE INDEX member_ancestry_ancestor_depth ON member_ancestry (ancestor_id, depth);

CREATE FUNCTION member_ancestry_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_ancestry (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO member_ancestry (ancestor_id, descendant_id, depth)
    SELECT a.ancestor_id, NEW.id, a.depth + 1 FROM member_ancestry a WHERE a.descendant_id = NEW.parent_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER members_ancestry_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_ancestry_insert();

CREATE FUNCTION member_ancestry_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL AND EXISTS (
       SELECT 1 FROM member_ancestry WHERE ancestor_id = NEW.id AND descendant_id = NEW.parent_id) THEN
    RAISE EXCEPTION 'a member cannot be moved under its own downline' USING ERRCODE = '23514';
  END IF;
  IF NEW.parent_id IS NOT NULL AND (SELECT merchant FROM members WHERE id = NEW.parent_id) <> NEW.merchant THEN
    RAISE EXCEPTION 'an upline belongs to the same merchant' USING ERRCODE = '23514';
  END IF;
  -- Detach the subtree from its old ancestors, then attach it under the new parent's chain.
  DELETE FROM member_ancestry d
   WHERE d.descendant_id IN (SELECT descendant_id FROM member_ancestry WHERE ancestor_id = NEW.id)
     AND d.ancestor_id IN (SELECT ancestor_id FROM member_ancestry WHERE descendant_id = NEW.id AND depth > 0);
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO member_ancestry (ancestor_id, descendant_id, depth)
    SELECT up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
      FROM member_ancestry up, member_ancestry sub
     WHERE up.descendant_id = NEW.parent_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER members_ancestry_move AFTER UPDATE OF parent_id ON members
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION member_ancestry_move();

-- The same merchant rule on insert (an upline of another merchant is refused).
CREATE FUNCTION member_parent_same_merchant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL AND (SELECT merchant FROM members WHERE id = NEW.parent_id) <> NEW.merchant THEN
    RAISE EXCEPTION 'an upline belongs to the same merchant' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER members_parent_same_merchant BEFORE INSERT ON members
  FOR EACH ROW WHEN (NEW.parent_id IS NOT NULL) EXECUTE FUNCTION member_parent_same_merchant();

-- Backfill the members that exist (every member's own row, then each level under its parent).
INSERT INTO member_ancestry (ancestor_id, descendant_id, depth) SELECT id, id, 0 FROM members;
WITH RECURSIVE chain (ancestor_id, descendant_id, depth) AS (
  SELECT parent_id, id, 1 FROM members WHERE parent_id IS NOT NULL
  UNION ALL
  SELECT m.parent_id, c.descendant_id, c.depth + 1
    FROM chain c JOIN members m ON m.id = c.ancestor_id
   WHERE m.parent_id IS NOT NULL AND c.depth < 1000
)
INSERT INTO member_ancestry (ancestor_id, descendant_id, depth) SELECT ancestor_id, descendant_id, depth FROM chain;

-- 2. Ledger kinds of the agent programme: money between an upline and a direct downline, and
--    salaries and dividends paid from the merchant's commission account.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('opening', 'deposit', 'withdrawal', 'withdrawal_refund', 'transfer', 'game_round', 'bonus',
                  'adjustment', 'agent_transfer', 'agent_salary', 'agent_dividend'));
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('member', 'house', 'provider', 'promotion', 'commission'));
