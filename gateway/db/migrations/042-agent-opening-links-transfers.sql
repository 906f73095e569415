-- Account opening, promotion links and agent transfers (issue 17, schemas/agent.ts,
-- docs/decisions/037-agent-opening-links-transfers.md).
--
-- 1. Promotion links are the agent's affiliate codes (migration 009). A link needs a stable id for
--    its address (DELETE /wps/agent/links/:id) and is deleted by disabling it: registrations
--    through it keep their attribution and the code is never handed out again.
ALTER TABLE affiliate_codes ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE affiliate_codes ADD CONSTRAINT affiliate_codes_id_unique UNIQUE (id);
ALTER TABLE affiliate_codes ADD COLUMN disabled_at timestamptz NULL;

-- 2. Accounts an agent opened directly (POST /wps/agent/downlines): who opened them and when.
--    The per-agent opening limit counts these rows; the member's parent is the agent.
CREATE TABLE agent_openings (
  member_id  uuid        PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  agent_id   uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  role       text        NOT NULL CHECK (role IN ('member', 'agent')),
  ip         text        NOT NULL CHECK (length(ip) <= 64),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_openings_agent ON agent_openings (agent_id, created_at DESC);

-- 3. Agent transfers answer every retry with their first answer (decision 027).
ALTER TABLE money_answers DROP CONSTRAINT money_answers_call_check;
ALTER TABLE money_answers ADD CONSTRAINT money_answers_call_check
  CHECK (call IN ('deposit', 'withdrawal', 'transfer', 'consolidate', 'spin', 'agent_transfer'));
