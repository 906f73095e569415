-- Registration (issue 5, docs/decisions/018-registration.md): agents' affiliate (invitation)
-- codes, and how each self-registered member came: method, page, domain, dialing code,
-- affiliate and referral attribution, and the further labelled fields of §3 (sealed with the
-- data key, since they hold identity and bank numbers). The payment (withdraw) password is
-- kept as an argon2id hash on the member.

CREATE TABLE affiliate_codes (
  merchant   text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  -- Lower-case form of the code: codes are matched case-insensitively.
  code_key   text        NOT NULL CHECK (code_key ~ '^[a-z0-9_-]{1,64}$'),
  code       text        NOT NULL CHECK (length(code) BETWEEN 1 AND 64),
  -- The agent new members are attributed to (their parent).
  member_id  uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  enabled    boolean     NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, code_key)
);
CREATE INDEX affiliate_codes_member ON affiliate_codes (member_id);

CREATE TABLE member_registrations (
  member_id            uuid        PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  merchant             text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  register_method      text        NOT NULL CHECK (register_method IN ('WEB')),
  mode                 text        NOT NULL CHECK (mode IN ('register', 'registerMobile')),
  register_url         text        NULL CHECK (length(register_url) <= 2048),
  domain               text        NULL CHECK (length(domain) <= 253),
  country_dialing_code text        NULL CHECK (country_dialing_code ~ '^[0-9]{1,4}$'),
  affiliate_code       text        NULL CHECK (length(affiliate_code) <= 64),
  affiliate_member_id  uuid        NULL REFERENCES members (id) ON DELETE SET NULL,
  referral_code        text        NULL CHECK (length(referral_code) <= 64),
  -- The further fields (QQ, LINE, ID number, bank account …) as JSON sealed with the data key.
  profile_sealed       text        NULL CHECK (length(profile_sealed) <= 20000),
  ip                   text        NOT NULL CHECK (length(ip) <= 64),
  user_agent           text        NULL CHECK (length(user_agent) <= 512),
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_registrations_affiliate ON member_registrations (affiliate_member_id) WHERE affiliate_member_id IS NOT NULL;
CREATE INDEX member_registrations_referral ON member_registrations (merchant, referral_code) WHERE referral_code IS NOT NULL;

ALTER TABLE members ADD COLUMN payment_password_hash text NULL
  CHECK (payment_password_hash LIKE '$argon2id$%' AND length(payment_password_hash) <= 200);
