-- Wallet balances (issue 4, docs/decisions/015-password-logout-header.md): one row per member
-- and wallet, the amount in integer minor units of its currency (CNY fen …), never a float.
-- Only the main wallet exists for now; the wallet issue adds a ledger that moves these rows
-- (every change a ledger entry), more wallet codes and transfers, without renaming anything.
CREATE TABLE wallet_balances (
  member_id     uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- 'main' now; vendor or bonus wallets later.
  wallet        text        NOT NULL DEFAULT 'main' CHECK (wallet ~ '^[a-z][a-z0-9_-]{0,31}$'),
  currency      text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- Minor units (1/100 for the two-decimal currencies); never negative.
  balance_minor bigint      NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, wallet)
);
