-- The ledger keeps wallet_balances (migration 005, the header's balance) as the projection of
-- member accounts, in the same database transaction as the movement; nobody else may change a
-- balance there (a direct UPDATE is refused; a directly INSERTed row is adopted by the ledger as
-- an opening balance from house the first time that wallet moves). Every transaction's entries
-- must sum to zero (a statement trigger on ledger_entries).
CREATE FUNCTION ledger_project_member_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE wallet_balances SET balance_minor = NEW.balance_minor, updated_at = now()
   WHERE member_id = NEW.member_id AND wallet = lower(NEW.wallet);
  IF NOT FOUND THEN
    INSERT INTO wallet_balances (member_id, wallet, currency, balance_minor, updated_at)
    VALUES (NEW.member_id, lower(NEW.wallet), NEW.currency, NEW.balance_minor, now());
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_accounts_project AFTER INSERT OR UPDATE OF balance_minor ON ledger_accounts
  FOR EACH ROW WHEN (NEW.kind = 'member') EXECUTE FUNCTION ledger_project_member_balance();

CREATE FUNCTION wallet_balances_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_balances is the ledger''s projection: move money through the ledger' USING ERRCODE = '55000';
END $$;
-- Only a statement from outside (trigger depth 0) is refused; the projection trigger above writes at depth 1.
CREATE TRIGGER wallet_balances_guard BEFORE UPDATE ON wallet_balances
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION wallet_balances_guard();

CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad uuid;
BEGIN
  SELECT t.id INTO bad
    FROM (SELECT DISTINCT transaction_id AS id FROM inserted) t
   WHERE (SELECT coalesce(sum(e.amount_minor), 0) <> 0 OR count(*) < 2 FROM ledger_entries e WHERE e.transaction_id = t.id)
   LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (entries must sum to zero, at least two)', bad USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
-- Per statement: a transaction's entries are inserted by one statement (ledger_post_one).
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_transaction_balanced();

-- One posting in one call (gateway/domain/ledger/ledger-service.ts validates the request, derives its
-- account codes and canonical hash, and passes them as jsonb):
--   { key, hash, merchant, currency, kind, memberId, memo, reference, details,
--     moves: [{ code, delta, type, memberId?, wallet? }] (one per account, sorted by code),
--     lines: [[code, amount], …] (the entries in order), memberCodes: [code …] }
-- Answers { id, replayed, at, balances } or a refusal { refusal: INSUFFICIENT_BALANCE |
-- IDEMPOTENCY_CONFLICT | VALIDATION_FAILED, reason }, decided before the posting writes anything
-- (so a refusal needs no rollback and no subtransaction).
CREATE FUNCTION ledger_open_account(p_merchant text, p_currency text, mv jsonb) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  mem record;
  adopted bigint;
  opened bigint;
  house text;
  okey text;
BEGIN
  IF mv->>'type' <> 'member' THEN
    INSERT INTO ledger_accounts (code, kind, merchant, currency, may_go_negative)
    VALUES (mv->>'code', mv->>'type', p_merchant, p_currency, true) ON CONFLICT (code) DO NOTHING;
    RETURN NULL;
  END IF;
  SELECT m.merchant, m.currency INTO mem FROM members m WHERE m.id = (mv->>'memberId')::uuid;
  IF NOT FOUND OR mem.merchant <> p_merchant OR mem.currency <> p_currency THEN
    RETURN 'member ' || (mv->>'memberId') || ' unknown or of another merchant or currency';
  END IF;
  -- A row written before the ledger knew the wallet (older gateway, seed, fixture) is adopted below.
  SELECT w.balance_minor INTO adopted FROM wallet_balances w
   WHERE w.member_id = (mv->>'memberId')::uuid AND w.wallet = lower(mv->>'wallet') FOR UPDATE;
  INSERT INTO ledger_accounts (code, kind, merchant, currency, member_id, wallet, may_go_negative)
  VALUES (mv->>'code', 'member', p_merchant, p_currency, (mv->>'memberId')::uuid, mv->>'wallet', false)
  ON CONFLICT (code) DO NOTHING RETURNING id INTO opened;
  IF opened IS NULL OR coalesce(adopted, 0) <= 0 THEN
    RETURN NULL;
  END IF;
  house := 'h:' || p_merchant || ':' || p_currency;
  okey := 'opening:' || (mv->>'memberId') || ':' || (mv->>'wallet');
  PERFORM ledger_post_one(jsonb_build_object(
    'key', okey,
    'hash', encode(sha256(convert_to(okey || ':' || adopted, 'UTF8')), 'hex'),
    'merchant', p_merchant, 'currency', p_currency, 'kind', 'opening', 'memberId', mv->>'memberId',
    'memo', 'Opening balance', 'reference', NULL, 'details', NULL,
    'moves', jsonb_build_array(
      jsonb_build_object('code', house, 'delta', -adopted, 'type', 'house'),
      jsonb_build_object('code', mv->>'code', 'delta', adopted, 'type', 'member', 'memberId', mv->>'memberId', 'wallet', mv->>'wallet')),
    'lines', jsonb_build_array(jsonb_build_array(house, -adopted), jsonb_build_array(mv->>'code', adopted)),
    'memberCodes', jsonb_build_array(mv->>'code')));
  RETURN NULL;
END $$;

CREATE FUNCTION ledger_post_one(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  tx_id uuid;
  tx_at timestamptz;
  prior record;
  mv jsonb;
  acc record;
  problem text;
  refusal jsonb;
  v_code text;
  v_amount bigint;
  done jsonb := '[]'::jsonb;
  finals jsonb := '{}'::jsonb;
  ids jsonb := '{}'::jsonb;
  balances jsonb := '{}'::jsonb;
BEGIN
  -- 1. Move each balance, accounts in code order (row locks in one order for everyone); a member
  --    wallet that would go below zero matches no row.
  FOR mv IN SELECT value FROM jsonb_array_elements(p->'moves') LOOP
    v_code := mv->>'code';
    v_amount := (mv->>'delta')::bigint;
    UPDATE ledger_accounts a SET balance_minor = a.balance_minor + v_amount, updated_at = now()
     WHERE a.code = v_code AND (a.may_go_negative OR a.balance_minor + v_amount >= 0)
     RETURNING a.id, a.balance_minor, a.currency, a.merchant, a.wallet, a.kind INTO acc;
    IF NOT FOUND AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.code = v_code) THEN
      problem := ledger_open_account(p->>'merchant', p->>'currency', mv);
      IF problem IS NULL THEN
        UPDATE ledger_accounts a SET balance_minor = a.balance_minor + v_amount, updated_at = now()
         WHERE a.code = v_code AND (a.may_go_negative OR a.balance_minor + v_amount >= 0)
         RETURNING a.id, a.balance_minor, a.currency, a.merchant, a.wallet, a.kind INTO acc;
      END IF;
    END IF;
    IF problem IS NOT NULL THEN
      refusal := jsonb_build_object('refusal', 'VALIDATION_FAILED', 'reason', problem);
    ELSIF acc.id IS NULL THEN
      refusal := jsonb_build_object('refusal', 'INSUFFICIENT_BALANCE', 'reason', v_code || ' would go below zero');
    ELSIF acc.currency <> p->>'currency' OR acc.merchant <> p->>'merchant' THEN
      refusal := jsonb_build_object('refusal', 'VALIDATION_FAILED', 'reason', 'account ' || v_code || ' is of another merchant or currency');
      done := done || jsonb_build_array(mv);
    END IF;
    EXIT WHEN refusal IS NOT NULL;
    done := done || jsonb_build_array(mv);
    finals := finals || jsonb_build_object(v_code, acc.balance_minor);
    ids := ids || jsonb_build_object(v_code, acc.id);
    IF acc.kind = 'member' THEN
      balances := balances || jsonb_build_object(acc.wallet, acc.balance_minor);
    END IF;
  END LOOP;
  -- 2. Claim the key (a concurrent poster of the same key waits here for the first to commit).
  IF refusal IS NULL THEN
    INSERT INTO ledger_transactions (idempotency_key, request_hash, merchant, currency, kind, member_id, memo, reference, details)
    VALUES (p->>'key', p->>'hash', p->>'merchant', p->>'currency', p->>'kind', (p->>'memberId')::uuid,
            coalesce(p->>'memo', ''), p->>'reference', nullif(p->'details', 'null'::jsonb))
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, posted_at INTO tx_id, tx_at;
  END IF;
  IF tx_id IS NULL THEN
    -- Refused, or the key was posted before: give back what step 1 moved (nothing stays written).
    FOR mv IN SELECT value FROM jsonb_array_elements(done) LOOP
      UPDATE ledger_accounts a SET balance_minor = a.balance_minor - (mv->>'delta')::bigint WHERE a.code = mv->>'code';
    END LOOP;
    SELECT t.id, t.request_hash, t.posted_at INTO prior FROM ledger_transactions t WHERE t.idempotency_key = p->>'key';
    IF NOT FOUND THEN
      IF refusal IS NOT NULL THEN
        RETURN refusal;
      END IF;
      RAISE EXCEPTION 'idempotency key taken by an invisible transaction' USING ERRCODE = '40001';
    END IF;
    IF prior.request_hash <> p->>'hash' THEN
      RETURN jsonb_build_object('refusal', 'IDEMPOTENCY_CONFLICT', 'reason', 'key used with another request');
    END IF;
    SELECT coalesce(jsonb_object_agg(a.wallet, a.balance_minor), '{}'::jsonb) INTO balances
      FROM ledger_accounts a WHERE a.code IN (SELECT jsonb_array_elements_text(p->'memberCodes'));
    RETURN jsonb_build_object('id', prior.id, 'replayed', true, 'at', prior.posted_at, 'balances', balances);
  END IF;
  -- 3. Append the entries in one statement; each line's balance after it is the account's final
  --    balance minus that account's later lines.
  INSERT INTO ledger_entries (transaction_id, line, account_id, amount_minor, balance_after_minor, posted_at)
  SELECT tx_id, (l.ord - 1)::smallint, (ids->>(l.v->>0))::bigint, (l.v->>1)::bigint,
         (finals->>(l.v->>0))::bigint - coalesce(sum((l.v->>1)::bigint) OVER (
           PARTITION BY l.v->>0 ORDER BY l.ord DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0),
         tx_at
    FROM jsonb_array_elements(p->'lines') WITH ORDINALITY AS l(v, ord);
  RETURN jsonb_build_object('id', tx_id, 'replayed', false, 'at', tx_at, 'balances', balances);
END $$;

-- Several postings in one call (group commit on embedded PGlite); one answer per posting, in
-- order. Any error (not a refusal) fails the whole call: the caller retries them one by one.
CREATE FUNCTION ledger_post_many(ps jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  p jsonb;
  answers jsonb := '[]'::jsonb;
BEGIN
  FOR p IN SELECT value FROM jsonb_array_elements(ps) LOOP
    answers := answers || jsonb_build_array(ledger_post_one(p));
  END LOOP;
  RETURN answers;
END $$;
