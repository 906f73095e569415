-- The operator console's money desk and player support (issue 18,
-- docs/decisions/047-console-money-and-players.md).
--
-- 1. Console money calls keep their first answer like every other keyed money call (migration
--    033): the call 'console' with the staff member as owner and the Idempotency-Key header as
--    request id, so a concurrent retry on any instance waits for the first and answers it.
ALTER TABLE money_answers DROP CONSTRAINT money_answers_call_check;
ALTER TABLE money_answers ADD CONSTRAINT money_answers_call_check
  CHECK (call IN ('deposit', 'withdrawal', 'transfer', 'consolidate', 'spin', 'agent_transfer', 'console'));

-- 2. Finance's decision on a pending withdrawal (approve: disbursed now; reject: the hold goes
--    back to the player, status failed) and the resolution of a receipt dispute (partly or not
--    received): who, when, why. The audit log has the same facts, chained; these columns are
--    what the queues filter and show.
ALTER TABLE withdrawals
  ADD COLUMN decision        text        NULL CHECK (decision IN ('approved', 'rejected')),
  ADD COLUMN decided_by      uuid        NULL REFERENCES staff (id),
  ADD COLUMN decided_at      timestamptz NULL,
  ADD COLUMN decision_reason text        NULL CHECK (length(decision_reason) BETWEEN 1 AND 500),
  ADD COLUMN resolution      text        NULL CHECK (resolution IN ('refunded', 'dismissed')),
  ADD COLUMN resolved_by     uuid        NULL REFERENCES staff (id),
  ADD COLUMN resolved_at     timestamptz NULL,
  ADD COLUMN resolution_reason text      NULL CHECK (length(resolution_reason) BETWEEN 1 AND 500),
  ADD CONSTRAINT withdrawals_decision_whole CHECK ((decision IS NULL) = (decided_by IS NULL) AND (decision IS NULL) = (decided_at IS NULL)),
  ADD CONSTRAINT withdrawals_rejection_reason CHECK (decision IS DISTINCT FROM 'rejected' OR decision_reason IS NOT NULL),
  ADD CONSTRAINT withdrawals_resolution_whole CHECK ((resolution IS NULL) = (resolved_by IS NULL) AND (resolution IS NULL) = (resolved_at IS NULL) AND (resolution IS NULL) = (resolution_reason IS NULL));

-- The console's queues: per merchant and status, newest first, keyset-paged by (created_at, id).
CREATE INDEX withdrawals_queue ON withdrawals (merchant, status, created_at DESC, id DESC);
CREATE INDEX withdrawals_disputes ON withdrawals (merchant, created_at DESC, id DESC) WHERE under_review;
CREATE INDEX deposits_queue ON deposits (merchant, status, created_at DESC, id DESC);

-- 3. Player search by prefix (account, e-mail, phone) within one merchant, bounded and paged.
CREATE INDEX members_account_prefix ON members (merchant, account_key text_pattern_ops);
CREATE INDEX members_email_prefix ON members (merchant, lower(email) text_pattern_ops) WHERE email IS NOT NULL;
CREATE INDEX members_mobile_prefix ON members (merchant, mobile text_pattern_ops) WHERE mobile IS NOT NULL;
