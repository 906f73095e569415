-- Bank accounts, the payment-password throttle, the payment audit trail and codes for binding a
-- phone or e-mail (issue 7, docs/decisions/023-deposits-withdrawals.md). The payment (withdrawal)
-- password itself is members.payment_password_hash (migration 009, argon2id).

-- A member's bound bank accounts. The number is sealed with the data key (AES-256-GCM, the
-- member id as associated data); only its last 4 digits and a MAC (to refuse binding the same
-- bank + number twice without reading the numbers) are stored in the clear.
CREATE TABLE member_bank_accounts (
  id             uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant       text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  member_id      uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  holder_name    text        NOT NULL CHECK (length(holder_name) BETWEEN 2 AND 100),
  bank_code      text        NOT NULL CHECK (bank_code ~ '^[A-Z0-9_]{2,20}$'),
  number_sealed  text        NOT NULL CHECK (length(number_sealed) <= 400),
  number_last4   text        NOT NULL CHECK (number_last4 ~ '^[0-9]{4}$'),
  number_mac     text        NOT NULL CHECK (number_mac ~ '^[0-9a-f]{64}$'),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX member_bank_accounts_unique ON member_bank_accounts (member_id, bank_code, number_mac);
CREATE INDEX member_bank_accounts_member ON member_bank_accounts (member_id, created_at);

-- Wrong payment passwords (on a change or a withdrawal): 5 within 15 minutes lock the member's
-- payment password until the oldest leaves the window.
CREATE TABLE payment_password_failures (
  id         uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id  uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_password_failures_member ON payment_password_failures (member_id, created_at);

-- The audit trail of every money-related state change that is not itself a ledger movement
-- (and of those that are, with the ledger transaction id): who (member, provider, timer,
-- operator), what, when. Append-only: the database refuses UPDATE and DELETE.
CREATE TABLE payment_events (
  id          bigserial   PRIMARY KEY,
  merchant    text        NOT NULL,
  member_id   uuid        NOT NULL,
  subject     text        NOT NULL CHECK (subject IN ('deposit', 'withdrawal', 'bank_account', 'payment_password', 'contact', 'profile')),
  subject_id  text        NULL CHECK (length(subject_id) <= 100),
  event       text        NOT NULL CHECK (event ~ '^[a-z][a-z_]{1,40}$'),
  actor       text        NOT NULL CHECK (actor IN ('member', 'provider', 'timer', 'operator', 'system')),
  details     jsonb       NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(details) = 'object'),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_events_subject ON payment_events (subject, subject_id, id);
CREATE INDEX payment_events_member ON payment_events (member_id, id);

CREATE FUNCTION payment_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_events is append-only';
END
$$;
CREATE TRIGGER payment_events_no_change BEFORE UPDATE OR DELETE ON payment_events
  FOR EACH ROW EXECUTE FUNCTION payment_events_append_only();

-- Codes sent to a phone or e-mail the member wants to bind (the security centre).
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('login', 'login-verify', 'reset-password', 'register', 'bind-contact'));
