-- Social login through OpenID Connect (issue 4, docs/decisions/016-social-login.md).

-- A login on its way to the provider: PKCE verifier, state and nonce kept here, never in the
-- browser. The state is given to the provider once; only its SHA-256 is the key. Single use
-- (deleted when the callback takes it), 10 minutes.
CREATE TABLE social_login_flows (
  state_hash    text        PRIMARY KEY CHECK (state_hash ~ '^[0-9a-f]{64}$'),
  merchant      text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  provider      text        NOT NULL CHECK (provider ~ '^[a-z][a-z0-9-]{1,31}$'),
  code_verifier text        NOT NULL CHECK (length(code_verifier) BETWEEN 43 AND 128),
  nonce         text        NOT NULL CHECK (length(nonce) BETWEEN 16 AND 128),
  redirect_uri  text        NOT NULL CHECK (length(redirect_uri) <= 500),
  return_to     text        NOT NULL CHECK (length(return_to) BETWEEN 1 AND 512),
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL
);
CREATE INDEX social_login_flows_expiry ON social_login_flows (expires_at);

-- Which member a provider's subject is: one member per (merchant, provider, sub).
CREATE TABLE social_links (
  merchant   text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  provider   text        NOT NULL CHECK (provider ~ '^[a-z][a-z0-9-]{1,31}$'),
  subject    text        NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  member_id  uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, provider, subject)
);
CREATE INDEX social_links_member ON social_links (member_id);

-- A finished social login waiting for the app: the one-time code in the app's address
-- (SHA-256 kept), single use, 60 seconds. The session is issued when it is exchanged, so no
-- session token is ever stored or put in a URL.
CREATE TABLE social_exchange_codes (
  code_hash  text        PRIMARY KEY CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  merchant   text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  member_id  uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  provider   text        NOT NULL CHECK (provider ~ '^[a-z][a-z0-9-]{1,31}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX social_exchange_codes_expiry ON social_exchange_codes (expires_at);

-- Sessions opened by a social login say so.
ALTER TABLE sessions DROP CONSTRAINT sessions_method_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_method_check
  CHECK (method IN ('password', 'sms', 'remember', 'freeplay', 'social'));
