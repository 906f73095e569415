-- Messages on their way out (issue 16, docs/decisions/026-message-delivery.md): SMS codes,
-- reset links and notices wait here for the delivery worker of any gateway instance, which
-- claims a row with FOR UPDATE SKIP LOCKED (once, across instances) and hands it to SMTP or the
-- SMS provider. The payload is sealed with the data key (AES-256-GCM, the row id as associated
-- data; the key never lives in the database), so a copy of the database reads no code, link or
-- address. A row is deleted once delivered or given up; nothing stays behind.
CREATE TABLE message_deliveries (
  id             uuid        PRIMARY KEY,
  merchant       text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  -- message: an SMS or e-mail ready to send; password-reset: a forgot-by-e-mail request, resolved
  -- to a reset link (or nothing) in the background, so the request does the same work either way.
  kind           text        NOT NULL CHECK (kind IN ('message', 'password-reset')),
  payload_sealed text        NOT NULL CHECK (payload_sealed LIKE 'v1.%' AND length(payload_sealed) <= 16000),
  created_at     timestamptz NOT NULL DEFAULT now(),
  -- When a worker may take it: now for a new row, after the lease for a claimed one (a worker
  -- that died mid-send), after the back-off for a failed one.
  due_at         timestamptz NOT NULL DEFAULT now(),
  attempts       integer     NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- The transport's last refusal (never the message).
  last_error     text        NULL CHECK (length(last_error) <= 500)
);
CREATE INDEX message_deliveries_due ON message_deliveries (due_at);

-- The outbox is the development double only; codes and links an earlier version wrote there
-- (in production too) are not kept.
DELETE FROM outbox;
