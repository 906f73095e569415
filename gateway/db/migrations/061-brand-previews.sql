-- Live brand preview in the operator console (issue 18, docs/decisions/055-live-brand-preview.md).
--
-- One row per preview a staff member opens: the real player bundle, in a sandboxed frame on its
-- own host (<id>.<preview domain>), rendering the merchant's brand draft. Only SHA-256 hashes of
-- the three secrets are stored: the host label (id), the one-time ticket in the frame's first
-- address, and the key of the partitioned cookie the ticket is exchanged for. The preview works
-- only while the staff session that opened it lives, only for the draft it was opened on
-- (draft_hash), and never after expires_at.
CREATE TABLE brand_previews (
  id_hash            text        PRIMARY KEY CHECK (id_hash ~ '^[0-9a-f]{64}$'),
  ticket_hash        text        NOT NULL UNIQUE CHECK (ticket_hash ~ '^[0-9a-f]{64}$'),
  key_hash           text        NULL UNIQUE CHECK (key_hash IS NULL OR key_hash ~ '^[0-9a-f]{64}$'),
  merchant           text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  staff_id           uuid        NOT NULL,
  staff_session_hash text        NOT NULL,
  draft_hash         text        NOT NULL CHECK (draft_hash ~ '^[0-9a-f]{64}$'),
  palette            text        NOT NULL CHECK (palette IN ('light', 'dark')),
  console_origin     text        NOT NULL CHECK (length(console_origin) BETWEEN 1 AND 300),
  created_at         timestamptz NOT NULL,
  ticket_expires_at  timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL,
  exchanged_at       timestamptz NULL,
  CHECK (ticket_expires_at <= expires_at),
  CHECK ((key_hash IS NULL) = (exchanged_at IS NULL))
);
CREATE INDEX brand_previews_expiry ON brand_previews (expires_at);
