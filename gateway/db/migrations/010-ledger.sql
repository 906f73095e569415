-- The wallet ledger (issue 7, docs/decisions/022-ledger.md): double-entry, integer minor units,
-- one idempotency key per transaction. ledger_accounts carries each account's balance (the row
-- every movement locks); ledger_transactions and ledger_entries are append-only: the triggers
-- below refuse UPDATE, DELETE and TRUNCATE, on PGlite and PostgreSQL alike.
CREATE TABLE ledger_accounts (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- m:<member uuid>:<wallet> | h:<merchant>:<CUR> | p:<merchant>:<provider>:<CUR> | r:<merchant>:<CUR>
  code            text        NOT NULL UNIQUE CHECK (length(code) BETWEEN 3 AND 200),
  kind            text        NOT NULL CHECK (kind IN ('member', 'house', 'provider', 'promotion')),
  merchant        text        NOT NULL,
  currency        text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  member_id       uuid        NULL,
  -- 'main' or a game vendor's vassalage (member accounts only).
  wallet          text        NULL CHECK (wallet ~ '^(main|[A-Z][A-Z0-9_]{0,31})$'),
  may_go_negative boolean     NOT NULL,
  balance_minor   bigint      NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (may_go_negative OR balance_minor >= 0),
  CHECK ((kind = 'member') = (member_id IS NOT NULL AND wallet IS NOT NULL)),
  CHECK (kind = 'member' OR may_go_negative),
  UNIQUE (member_id, wallet)
);

CREATE TABLE ledger_transactions (
  id              uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Unique across the ledger; callers namespace it (deposit:<id>, transfer:<member>:<request id> …).
  idempotency_key text        NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  -- sha256 of the canonical request: the same key with another request is refused.
  request_hash    text        NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  merchant        text        NOT NULL,
  currency        text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  kind            text        NOT NULL CHECK (kind IN ('opening', 'deposit', 'withdrawal', 'withdrawal_refund',
                                                       'transfer', 'game_round', 'bonus', 'adjustment')),
  member_id       uuid        NULL,
  memo            text        NOT NULL DEFAULT '' CHECK (length(memo) <= 200),
  reference       text        NULL CHECK (length(reference) <= 200),
  -- Small facts for records (a game round: vendor, gameType, nodeId, gameName, roundId, betMinor, winMinor).
  details         jsonb       NULL,
  posted_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transactions_member ON ledger_transactions (member_id, posted_at DESC) WHERE member_id IS NOT NULL;
CREATE INDEX ledger_transactions_rounds ON ledger_transactions (member_id, posted_at DESC) WHERE kind = 'game_round';

CREATE TABLE ledger_entries (
  transaction_id      uuid        NOT NULL REFERENCES ledger_transactions (id),
  line                smallint    NOT NULL CHECK (line >= 0),
  account_id          bigint      NOT NULL REFERENCES ledger_accounts (id),
  amount_minor        bigint      NOT NULL CHECK (amount_minor <> 0),
  -- The account's balance right after this entry (the account record shows it).
  balance_after_minor bigint      NOT NULL,
  posted_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (transaction_id, line)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, posted_at DESC);

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = '55000';
END $$;
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- An account is never deleted while entries name it (the foreign key), and its identity never changes.
CREATE FUNCTION ledger_account_identity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger accounts are never deleted' USING ERRCODE = '55000';
  END IF;
  IF NEW.code <> OLD.code OR NEW.kind <> OLD.kind OR NEW.merchant <> OLD.merchant OR NEW.currency <> OLD.currency
     OR NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.wallet IS DISTINCT FROM OLD.wallet
     OR NEW.may_go_negative <> OLD.may_go_negative THEN
    RAISE EXCEPTION 'a ledger account''s identity never changes' USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_identity BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_identity();
