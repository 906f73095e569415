-- Identity (issue 4): members, sessions, throttles, one-time codes, captchas, the outbox,
-- authenticator (TOTP) material, remember-me and reset tokens, login history, sealed-payload
-- nonces and the shared gateway keys. Every secret is stored as a hash (sha256 hex for
-- 256-bit random tokens, HMAC-SHA256 hex for short codes, argon2id for passwords) or sealed
-- (TOTP secrets: AES-256-GCM with the data key, which never lives in the database).
-- Ledger and wallet tables belong to the wallet issue.

CREATE TABLE members (
  id                   uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant             text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  account              text        NOT NULL CHECK (length(account) BETWEEN 1 AND 64),
  -- Lower-case NFKC form of account: unique per merchant (case-insensitive login).
  account_key          text        NOT NULL CHECK (length(account_key) BETWEEN 1 AND 64),
  nickname             text        NULL CHECK (length(nickname) <= 64),
  -- §3: 0 member, 1/2/41/42 agents, 4 trial.
  type                 smallint    NOT NULL DEFAULT 0 CHECK (type IN (0, 1, 2, 4, 41, 42)),
  -- NULL only for trial accounts (no password login).
  password_hash        text        NULL CHECK (password_hash LIKE '$argon2id$%' AND length(password_hash) <= 200),
  password_changed_at  timestamptz NOT NULL DEFAULT now(),
  must_change_password boolean     NOT NULL DEFAULT false,
  email                text        NULL CHECK (length(email) BETWEEN 3 AND 254),
  mobile_dialing_code  text        NULL CHECK (mobile_dialing_code ~ '^[0-9]{1,4}$'),
  mobile               text        NULL CHECK (mobile ~ '^[0-9]{4,15}$'),
  payee_name           text        NULL CHECK (length(payee_name) <= 100),
  currency             text        NOT NULL DEFAULT 'CNY' CHECK (currency ~ '^[A-Z]{3}$'),
  vip_level            smallint    NOT NULL DEFAULT 0 CHECK (vip_level BETWEEN 0 AND 99),
  -- Authenticator secret sealed with the data key ("v1.<iv>.<ciphertext+tag>", base64url).
  totp_secret          text        NULL CHECK (length(totp_secret) <= 300),
  totp_enabled         boolean     NOT NULL DEFAULT false,
  -- RFC 6238 time step of the last accepted code: a code of that step or earlier is refused.
  totp_last_step       integer     NULL,
  parent_id            uuid        NULL REFERENCES members (id) ON DELETE SET NULL,
  disabled             boolean     NOT NULL DEFAULT false,
  created_at           timestamptz NOT NULL DEFAULT now(),
  first_login_at       timestamptz NULL,
  CHECK (totp_enabled = false OR totp_secret IS NOT NULL),
  CHECK ((mobile IS NULL) = (mobile_dialing_code IS NULL)),
  CHECK (type = 4 OR password_hash IS NOT NULL)
);
CREATE UNIQUE INDEX members_account_key ON members (merchant, account_key);
CREATE UNIQUE INDEX members_mobile ON members (merchant, mobile_dialing_code, mobile) WHERE mobile IS NOT NULL;
CREATE INDEX members_email ON members (merchant, lower(email)) WHERE email IS NOT NULL;
CREATE INDEX members_parent ON members (parent_id) WHERE parent_id IS NOT NULL;

-- Sessions: the token is 256 random bits given to the browser once; only its SHA-256 is kept.
CREATE TABLE sessions (
  token_hash          text        PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id           uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant            text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  trial               boolean     NOT NULL DEFAULT false,
  -- How it was opened: password, sms, remember, freeplay.
  method              text        NOT NULL CHECK (method IN ('password', 'sms', 'remember', 'freeplay')),
  created_at          timestamptz NOT NULL DEFAULT now(),
  last_seen_at        timestamptz NOT NULL DEFAULT now(),
  idle_expires_at     timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  revoked_at          timestamptz NULL,
  revoke_reason       text        NULL CHECK (length(revoke_reason) <= 40),
  ip                  text        NOT NULL CHECK (length(ip) <= 64),
  user_agent          text        NULL CHECK (length(user_agent) <= 512)
);
CREATE INDEX sessions_member_live ON sessions (member_id) WHERE revoked_at IS NULL;

-- Pending logins: new-IP or authenticator verification, and the forced password change
-- (a change token, READINGS #4). Token stored as SHA-256; short-lived, attempt-limited.
CREATE TABLE login_challenges (
  token_hash  text        PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id   uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant    text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  kind        text        NOT NULL CHECK (kind IN ('verify', 'change-password')),
  -- verify: the factor asked for (totp, sms, email).
  method      text        NULL CHECK (method IN ('totp', 'sms', 'email')),
  login_type  text        NOT NULL CHECK (login_type IN ('username', 'sms')),
  remember    boolean     NOT NULL DEFAULT false,
  ip          text        NOT NULL CHECK (length(ip) <= 64),
  attempts    smallint    NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz NULL
);
CREATE INDEX login_challenges_member ON login_challenges (member_id);

-- Login throttles per merchant and subject (an account name, known or not, or an IP):
-- consecutive failures (captcha after 3) and failures in the current hour (cap 100).
CREATE TABLE login_throttles (
  merchant        text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  subject_kind    text        NOT NULL CHECK (subject_kind IN ('account', 'ip')),
  subject         text        NOT NULL CHECK (length(subject) BETWEEN 1 AND 128),
  consecutive     integer     NOT NULL DEFAULT 0,
  window_start    timestamptz NOT NULL DEFAULT now(),
  window_failures integer     NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, subject_kind, subject)
);

-- One-time codes (SMS or e-mail): 6 digits kept as HMAC-SHA256, bound to a purpose and a target.
CREATE TABLE verification_codes (
  id         uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant   text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  purpose    text        NOT NULL CHECK (purpose IN ('login', 'login-verify', 'reset-password', 'register')),
  channel    text        NOT NULL CHECK (channel IN ('sms', 'email')),
  -- "+<dialing code><number>" or a lower-case e-mail address.
  target     text        NOT NULL CHECK (length(target) BETWEEN 3 AND 254),
  code_hash  text        NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts   smallint    NOT NULL DEFAULT 0,
  used_at    timestamptz NULL
);
CREATE INDEX verification_codes_target ON verification_codes (merchant, target, created_at);

-- Messages the default SMS and e-mail providers "send" (read at /dev/outbox outside
-- production). Never a password.
CREATE TABLE outbox (
  id         uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant   text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  channel    text        NOT NULL CHECK (channel IN ('sms', 'email')),
  target     text        NOT NULL CHECK (length(target) BETWEEN 3 AND 254),
  subject    text        NULL CHECK (length(subject) <= 200),
  body       text        NOT NULL CHECK (length(body) <= 4000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_target ON outbox (target, created_at);

-- Captcha challenges: single use, short-lived, the answer kept as HMAC-SHA256.
CREATE TABLE captcha_challenges (
  id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant    text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  answer_hash text        NOT NULL CHECK (answer_hash ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz NULL
);
CREATE INDEX captcha_challenges_expiry ON captcha_challenges (expires_at);

-- IPs a member has signed in from (new-IP verification, LOGINIPVERF3).
CREATE TABLE known_ips (
  member_id     uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip            text        NOT NULL CHECK (length(ip) <= 64),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

-- Authenticator recovery codes, HMAC-SHA256; each works once.
CREATE TABLE totp_recovery_codes (
  member_id  uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code_hash  text        NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at    timestamptz NULL,
  PRIMARY KEY (member_id, code_hash)
);

-- Remember-me tokens (READINGS #1): 256 random bits in an HttpOnly cookie, SHA-256 here, ≤ 24 h.
CREATE TABLE remember_tokens (
  token_hash text        PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id  uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant   text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz NULL
);
CREATE INDEX remember_tokens_member ON remember_tokens (member_id) WHERE revoked_at IS NULL;

-- Password reset links sent by e-mail (READINGS #2): ≥ 128 random bits, SHA-256 here, ≤ 30 min.
CREATE TABLE password_reset_tokens (
  token_hash text        PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id  uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz NULL
);
CREATE INDEX password_reset_tokens_member ON password_reset_tokens (member_id);

-- Login history per member (append-only): every password, SMS, remember and free-play outcome.
CREATE TABLE login_history (
  id         uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id  uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant   text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  method     text        NOT NULL CHECK (length(method) <= 20),
  outcome    text        NOT NULL CHECK (length(outcome) <= 40),
  ip         text        NOT NULL CHECK (length(ip) <= 64),
  user_agent text        NULL CHECK (length(user_agent) <= 512),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_history_member ON login_history (member_id, created_at);

-- Nonces of opened sealed payloads, kept until their freshness window has passed (replay guard).
CREATE TABLE sealed_nonces (
  nonce      text        PRIMARY KEY CHECK (length(nonce) BETWEEN 16 AND 64),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sealed_nonces_expiry ON sealed_nonces (expires_at);

-- Keys every gateway instance must share when no key file is configured (PostgreSQL
-- deployments): the RSA-OAEP private key that opens sealed payloads (PKCS#8 PEM).
CREATE TABLE gateway_keys (
  name       text        PRIMARY KEY CHECK (name ~ '^[a-z0-9-]{1,40}$'),
  pem        text        NOT NULL CHECK (length(pem) <= 20000),
  created_at timestamptz NOT NULL DEFAULT now()
);
