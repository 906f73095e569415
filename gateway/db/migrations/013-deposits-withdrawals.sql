-- Deposits and withdrawals (issue 7, docs/decisions/023-deposits-withdrawals.md). Money moves
-- only through the ledger (migrations 010–011); these rows hold the request, its state and the
-- time the next step is due. `due_at` is what the payment clock scans (on start and
-- periodically), so a pending step survives a restart: pending deposit → credited at due_at;
-- pending withdrawal → disbursed at due_at; disbursed withdrawal → regarded as received at due_at.

CREATE TABLE deposits (
  id             uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant       text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  member_id      uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- The browser's id of the submitted form: a retry answers the first deposit.
  request_id     uuid        NOT NULL,
  -- SHA-256 of what was asked (channel + amount): the same request_id with another body is refused.
  request_hash   text        NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  channel_id     text        NOT NULL CHECK (channel_id ~ '^[a-z][a-z0-9_-]{0,31}$'),
  channel_kind   text        NOT NULL CHECK (channel_kind IN ('bank_transfer', 'e_wallet', 'qr_pay', 'crypto')),
  channel_name   text        NOT NULL CHECK (length(channel_name) BETWEEN 1 AND 60),
  currency       text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount_minor   bigint      NOT NULL CHECK (amount_minor > 0),
  status         text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'credited', 'failed')),
  due_at         timestamptz NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  credited_at    timestamptz NULL,
  ledger_tx      text        NULL CHECK (length(ledger_tx) <= 100),
  UNIQUE (member_id, request_id),
  CHECK ((status = 'pending') = (due_at IS NOT NULL)),
  CHECK ((status = 'credited') = (credited_at IS NOT NULL))
);
CREATE INDEX deposits_member ON deposits (member_id, created_at DESC);
CREATE INDEX deposits_due ON deposits (due_at) WHERE status = 'pending';

CREATE TABLE withdrawals (
  id               uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant         text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  member_id        uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  request_id       uuid        NOT NULL,
  request_hash     text        NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  bank_account_id  uuid        NOT NULL REFERENCES member_bank_accounts (id),
  currency         text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount_minor     bigint      NOT NULL CHECK (amount_minor > 0),
  status           text        NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'disbursed', 'received', 'partly_received', 'not_received', 'auto_received', 'failed')),
  due_at           timestamptz NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  disbursed_at     timestamptz NULL,
  confirmed_at     timestamptz NULL,
  received_minor   bigint      NULL CHECK (received_minor > 0),
  under_review     boolean     NOT NULL DEFAULT false,
  hold_tx          text        NOT NULL CHECK (length(hold_tx) <= 100),
  UNIQUE (member_id, request_id),
  CHECK (received_minor IS NULL OR received_minor < amount_minor),
  CHECK ((status IN ('pending', 'disbursed')) = (due_at IS NOT NULL))
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_due ON withdrawals (due_at) WHERE status IN ('pending', 'disbursed');

-- Images the member uploads (withdrawal proofs, avatars), content-addressed like `media`
-- (migration 003) but larger (proofs up to 5 MiB) and never served by hash alone: an avatar
-- is served only while some profile uses it, a proof only to its owner's session.
CREATE TABLE member_images (
  sha256       text        PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content_type text        NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  body         bytea       NOT NULL CHECK (octet_length(body) BETWEEN 1 AND 5242880),
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE withdrawal_proofs (
  withdrawal_id uuid        NOT NULL REFERENCES withdrawals (id) ON DELETE CASCADE,
  position      smallint    NOT NULL CHECK (position BETWEEN 1 AND 3),
  sha256        text        NOT NULL REFERENCES member_images (sha256),
  bytes         integer     NOT NULL CHECK (bytes BETWEEN 1 AND 5242880),
  PRIMARY KEY (withdrawal_id, position)
);
