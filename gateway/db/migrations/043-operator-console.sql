-- The operator console's foundation (issue 18, docs/decisions/040-operator-console-foundation.md).
--
-- 1. Staff are not members: their own accounts (argon2id password, authenticator secret sealed
--    with the data key like members', never in the database in clear), grants of one role each,
--    scoped to one merchant or (merchant NULL) to every merchant, and sessions whose 256-bit token
--    is kept as its SHA-256 only.
CREATE TABLE staff (
  id                  uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  username            text        NOT NULL CHECK (length(username) BETWEEN 3 AND 64),
  -- Lower-case NFKC form of username: unique, so names differing only in case are one name.
  username_key        text        NOT NULL UNIQUE CHECK (length(username_key) BETWEEN 3 AND 64),
  password_hash       text        NOT NULL CHECK (password_hash LIKE '$argon2id$%' AND length(password_hash) <= 200),
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  -- Authenticator secret sealed with the data key ("v1.<iv>.<ciphertext+tag>", context staff-totp:<id>).
  totp_secret         text        NOT NULL CHECK (length(totp_secret) <= 300),
  -- RFC 6238 time step of the last accepted code: a code of that step or earlier is refused.
  totp_last_step      integer     NULL,
  enabled             boolean     NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  created_by          uuid        NULL REFERENCES staff (id),
  disabled_at         timestamptz NULL,
  CHECK (enabled = (disabled_at IS NULL))
);

CREATE TABLE staff_grants (
  staff_id   uuid        NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  role       text        NOT NULL CHECK (role IN ('owner', 'operator', 'product', 'finance', 'support', 'content')),
  -- NULL: every merchant, those onboarded later included.
  merchant   text        NULL REFERENCES merchants (code) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_grants_unique ON staff_grants (staff_id, role, coalesce(merchant, ''));
CREATE INDEX staff_grants_merchant ON staff_grants (merchant, role);

CREATE TABLE staff_sessions (
  token_hash          text        PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  staff_id            uuid        NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at          timestamptz NOT NULL DEFAULT now(),
  last_seen_at        timestamptz NOT NULL DEFAULT now(),
  idle_expires_at     timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  revoked_at          timestamptz NULL,
  revoke_reason       text        NULL CHECK (length(revoke_reason) <= 40),
  ip                  text        NOT NULL CHECK (length(ip) <= 64),
  user_agent          text        NULL CHECK (length(user_agent) <= 512)
);
CREATE INDEX staff_sessions_live ON staff_sessions (staff_id) WHERE revoked_at IS NULL;

-- 2. Staff sign-in reuses the players' throttles and captchas (decision 028) under the reserved
--    scope '~console' in their merchant column. The merchant foreign key now applies to player
--    rows only, through a generated column that is NULL for the console scope.
ALTER TABLE login_throttles DROP CONSTRAINT login_throttles_merchant_fkey;
ALTER TABLE login_throttles ADD COLUMN player_merchant text
  GENERATED ALWAYS AS (NULLIF(merchant, '~console')) STORED REFERENCES merchants (code) ON DELETE CASCADE;
ALTER TABLE captcha_challenges DROP CONSTRAINT captcha_challenges_merchant_fkey;
ALTER TABLE captcha_challenges ADD COLUMN player_merchant text
  GENERATED ALWAYS AS (NULLIF(merchant, '~console')) STORED REFERENCES merchants (code) ON DELETE CASCADE;

-- 3. The audit log: every staff sign-in (success and failure) and every console change, written
--    in the change's own transaction. Append-only (UPDATE, DELETE and TRUNCATE are refused, as
--    for the ledger), and chained: hash = HMAC-SHA256 under a key derived from the data key over
--    prev_hash and the row's canonical form; prev_hash is the previous row's hash (64 zeros for
--    the first). Writers take one advisory transaction lock, so the chain stays linear with any
--    number of gateway instances; seq and prev_hash are unique, so a fork is refused even then.
CREATE TABLE audit_log (
  seq       integer     PRIMARY KEY CHECK (seq >= 1),
  prev_hash text        NOT NULL UNIQUE CHECK (prev_hash ~ '^[0-9a-f]{64}$'),
  hash      text        NOT NULL UNIQUE CHECK (hash ~ '^[0-9a-f]{64}$'),
  at        timestamptz NOT NULL,
  -- NULL for a sign-in under a name no staff member has.
  staff_id  uuid        NULL REFERENCES staff (id),
  -- The name signed in with (as typed, for a failed sign-in), at most 64 characters.
  staff_name text       NOT NULL CHECK (length(staff_name) <= 64),
  -- The role that allowed the change (NULL for sign-ins).
  role      text        NULL CHECK (role IN ('owner', 'operator', 'product', 'finance', 'support', 'content')),
  -- The merchant changed; NULL for sign-ins and changes beyond one merchant (seen by all-merchant staff only).
  merchant  text        NULL CHECK (length(merchant) <= 64),
  ip        text        NOT NULL CHECK (length(ip) <= 64),
  action    text        NOT NULL CHECK (action ~ '^[a-z]+(\.[a-z-]+)+$' AND length(action) <= 64),
  target    text        NULL CHECK (length(target) <= 200),
  -- What changed: the changed parts only, before and after (a JSON diff).
  before    jsonb       NULL,
  after     jsonb       NULL
);
CREATE INDEX audit_log_merchant ON audit_log (merchant, seq DESC);
CREATE INDEX audit_log_staff ON audit_log (staff_id, seq DESC);
CREATE INDEX audit_log_at ON audit_log (at);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit rows are append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = '55000';
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
