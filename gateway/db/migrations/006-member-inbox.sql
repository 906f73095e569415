-- Member inbox (issue 4, docs/decisions/015-password-logout-header.md): notices to one member
-- (a password reset writes one), counted unread by the relay action CSP_unreadCount. The
-- member-centre messages page (wallet/member issue) lists and marks them read; broadcast
-- messages, categories and attachments can be added as new columns or tables.
CREATE TABLE member_messages (
  id         uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id  uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- Who wrote it: 'system' (password notices …) now; operators later.
  sender     text        NOT NULL DEFAULT 'system' CHECK (length(sender) BETWEEN 1 AND 40),
  title      text        NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body       text        NOT NULL CHECK (length(body) <= 10000),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at    timestamptz NULL
);
CREATE INDEX member_messages_member ON member_messages (member_id, created_at DESC);
CREATE INDEX member_messages_unread ON member_messages (member_id) WHERE read_at IS NULL;
