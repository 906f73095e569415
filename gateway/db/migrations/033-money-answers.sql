-- The first answer of every money call with an idempotency key (issue 16,
-- docs/decisions/027-first-answer-of-a-money-call.md): deposit and withdrawal requests, wallet
-- transfers, recall-all-to-main and demo-vendor spins. A call claims its key here FIRST, in the
-- same transaction as its money and records, so a concurrent retry (another connection, another
-- gateway instance) waits on the key instead of deciding afresh, then answers this row: the status
-- and the answer of the first request, to the byte. A row is claimed with no answer and gets one
-- before its transaction commits; nobody else ever sees it unanswered.
CREATE TABLE money_answers (
  call          text        NOT NULL CHECK (call IN ('deposit', 'withdrawal', 'transfer', 'consolidate', 'spin')),
  -- Whose key it is: the member's id, or the play (its token's hash) for demo-vendor spins.
  owner         text        NOT NULL CHECK (length(owner) BETWEEN 1 AND 100),
  request_id    text        NOT NULL CHECK (length(request_id) BETWEEN 1 AND 100),
  -- SHA-256 of what was asked: the same key with another body is refused (422 IDEMPOTENCY_CONFLICT).
  request_hash  text        NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  member_id     uuid        NULL REFERENCES members (id) ON DELETE CASCADE,
  -- 200 with the answer's value, or a 4xx refusal decided after the claim ({ code, value }).
  status        smallint    NULL CHECK (status = 200 OR status BETWEEN 400 AND 499),
  answer        jsonb       NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (call, owner, request_id),
  CHECK ((status IS NULL) = (answer IS NULL))
);
CREATE INDEX money_answers_member ON money_answers (member_id) WHERE member_id IS NOT NULL;
