-- Promotions and activity centre, reward centre bonuses, feedback (issue 19,
-- docs/decisions/050-promotions-bonuses-uploads.md). Images members send (activity applications,
-- feedback) are the re-encoded bytes in member_images (migration 013), never files under the
-- web root; these tables only name them by hash.

CREATE TABLE promotions (
  merchant         text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  id               text        NOT NULL CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,47}$'),
  -- apply: join, then an application (remark + images) an operator approves; checkin: a daily sign-in.
  kind             text        NOT NULL CHECK (kind IN ('apply', 'checkin')),
  starts_at        timestamptz NOT NULL,
  ends_at          timestamptz NULL,
  -- The bonus in minor units of `currency`; members of another currency cannot take part.
  currency         text        NOT NULL DEFAULT 'CNY' CHECK (currency ~ '^[A-Z]{3}$'),
  bonus_minor      bigint      NOT NULL CHECK (bonus_minor > 0),
  -- The wagering requirement is bonus × multiplier, met by bets of settled rounds after the credit.
  wager_multiplier integer     NOT NULL CHECK (wager_multiplier BETWEEN 0 AND 100),
  position         integer     NOT NULL DEFAULT 0,
  -- Per language: { "EN": { "title": "…", "body": "…" }, … }
  texts            jsonb       NOT NULL,
  PRIMARY KEY (merchant, id),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);

-- One member's part in one promotion: joined → applying → rejected | issued → claimed.
CREATE TABLE promotion_entries (
  id             uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant       text        NOT NULL,
  promotion_id   text        NOT NULL,
  member_id      uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  state          text        NOT NULL CHECK (state IN ('joined', 'applying', 'rejected', 'issued', 'claimed')),
  remark         text        NULL CHECK (char_length(remark) <= 140),
  decision_note  text        NULL CHECK (char_length(decision_note) <= 140),
  joined_at      timestamptz NOT NULL,
  applied_at     timestamptz NULL,
  decided_at     timestamptz NULL,
  claimed_at     timestamptz NULL,
  FOREIGN KEY (merchant, promotion_id) REFERENCES promotions (merchant, id) ON DELETE CASCADE,
  UNIQUE (promotion_id, member_id, merchant)
);
CREATE INDEX promotion_entries_review ON promotion_entries (merchant, applied_at) WHERE state = 'applying';

CREATE TABLE promotion_entry_images (
  entry_id  uuid    NOT NULL REFERENCES promotion_entries (id) ON DELETE CASCADE,
  position  integer NOT NULL CHECK (position BETWEEN 1 AND 3),
  sha256    text    NOT NULL REFERENCES member_images (sha256),
  PRIMARY KEY (entry_id, position)
);

-- Daily sign-ins (kind checkin): one row per member and day (UTC).
CREATE TABLE promotion_checkins (
  merchant      text        NOT NULL,
  promotion_id  text        NOT NULL,
  member_id     uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day           date        NOT NULL,
  signed_at     timestamptz NOT NULL,
  FOREIGN KEY (merchant, promotion_id) REFERENCES promotions (merchant, id) ON DELETE CASCADE,
  PRIMARY KEY (member_id, promotion_id, day)
);

-- Bonuses credited through the ledger (kind bonus, key bonus:<source>), with their wagering
-- requirement. Progress is read from the member's game_round transactions after granted_at.
CREATE TABLE member_bonuses (
  id                    uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant              text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  member_id             uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  promotion_id          text        NOT NULL,
  -- The entry id or 'checkin:<day>': one bonus per source.
  source                text        NOT NULL CHECK (length(source) BETWEEN 1 AND 100),
  currency              text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount_minor          bigint      NOT NULL CHECK (amount_minor > 0),
  wager_required_minor  bigint      NOT NULL CHECK (wager_required_minor >= 0),
  ledger_tx             text        NOT NULL,
  granted_at            timestamptz NOT NULL,
  UNIQUE (member_id, promotion_id, source)
);
CREATE INDEX member_bonuses_member ON member_bonuses (member_id, granted_at DESC);

-- Feedback (§5, /wps/feedback PUT): content within the brand's limits, up to 3 images.
CREATE TABLE member_feedback (
  id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant    text        NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  member_id   uuid        NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  content     text        NOT NULL CHECK (char_length(content) BETWEEN 1 AND 140),
  created_at  timestamptz NOT NULL
);
CREATE INDEX member_feedback_member ON member_feedback (member_id, created_at DESC);

CREATE TABLE member_feedback_images (
  feedback_id  uuid    NOT NULL REFERENCES member_feedback (id) ON DELETE CASCADE,
  position     integer NOT NULL CHECK (position BETWEEN 1 AND 3),
  sha256       text    NOT NULL REFERENCES member_images (sha256),
  PRIMARY KEY (feedback_id, position)
);
