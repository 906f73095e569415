-- Per-merchant configuration the operator changes at run time (the brand files seed it).
-- merchants: one row per merchant code (= brand folder name); status per §4 "System status".
CREATE TABLE merchants (
  code            text        PRIMARY KEY CHECK (length(code) BETWEEN 1 AND 64),
  status          smallint    NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  maintenance_end timestamptz NULL,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Whitelabel module switches (§6); a missing row counts as off.
CREATE TABLE merchant_modules (
  merchant   text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  mod_id     text        NOT NULL CHECK (length(mod_id) BETWEEN 1 AND 64),
  enabled    boolean     NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, mod_id)
);

-- Registration field rules (§3 "Registration field rule"); a missing row means the field is off.
CREATE TABLE register_field_rules (
  merchant         text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  field            text        NOT NULL CHECK (length(field) BETWEEN 1 AND 64),
  enabled          boolean     NOT NULL DEFAULT false,
  required         boolean     NOT NULL DEFAULT false,
  min_length       integer     NULL CHECK (min_length >= 0),
  max_length       integer     NULL CHECK (max_length >= 0),
  pattern_id       smallint    NULL CHECK (pattern_id BETWEEN 0 AND 22),
  accepted_pattern text        NULL CHECK (length(accepted_pattern) <= 1000),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, field),
  CHECK (min_length IS NULL OR max_length IS NULL OR min_length <= max_length)
);
