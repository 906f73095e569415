-- The agent overview's cache of closed reporting days (issue 17 performance budget,
-- docs/decisions/041-agent-overview-closed-days.md).
--
-- A closed day's team figures do not change unless (a) agent_member_daily changes a row of a day
-- before today (a late posting, a rebuild, SQL) or (b) the tree changes for a member with history.
-- Both bump the merchant's version here, in the same database transaction as the change. The cache
-- rows carry the version they were computed at (read in the same statement, so in the same snapshot
-- as the figures): a reader only uses rows of the version it sees, so a change and the end of the
-- cache rows it makes stale become visible together, with any number of gateway instances.
CREATE TABLE agent_overview_versions (
  merchant text   PRIMARY KEY,
  version  bigint NOT NULL
);

-- Per agent, per closed day: the team's sums (the agent itself excluded) and that day's distinct
-- active people (members with rounds). A row for every closed day asked for, zeros included.
CREATE TABLE agent_team_days (
  agent_id          uuid   NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  version           bigint NOT NULL,
  day               date   NOT NULL,
  bet_minor         bigint NOT NULL,
  win_minor         bigint NOT NULL,
  deposits_minor    bigint NOT NULL,
  withdrawals_minor bigint NOT NULL,
  active            bigint NOT NULL,
  PRIMARY KEY (agent_id, version, day)
);

-- Per agent, distinct active people over the closed days from_day..to_day (not a sum of days).
-- Extended a day at a time: the next range adds the members active on the new days and on none
-- of the range's earlier days.
CREATE TABLE agent_team_ranges (
  agent_id uuid   NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  version  bigint NOT NULL,
  from_day date   NOT NULL,
  to_day   date   NOT NULL,
  active   bigint NOT NULL,
  PRIMARY KEY (agent_id, version, from_day, to_day)
);

CREATE FUNCTION agent_overview_bump(p_merchants text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO agent_overview_versions AS v (merchant, version)
  SELECT DISTINCT m, 1 FROM unnest(p_merchants) m WHERE m IS NOT NULL ORDER BY 1
  ON CONFLICT (merchant) DO UPDATE SET version = v.version + 1
$$;

-- (a) A rollup row of a day before today (by the database's clock) inserted, changed or removed.
--     Today's rows never bump: the reader does not cache today (nor a day that ended less than
--     the overview's grace ago, so a posting that started before midnight and commits just after
--     it is still read live).
CREATE FUNCTION agent_daily_closed_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ms text[];
BEGIN
  SELECT array_agg(DISTINCT c.merchant) INTO ms FROM changed c
   WHERE c.day < agent_reporting_day(c.merchant, clock_timestamp());
  IF ms IS NOT NULL THEN
    PERFORM agent_overview_bump(ms);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER agent_member_daily_closed_insert AFTER INSERT ON agent_member_daily
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION agent_daily_closed_changed();
CREATE TRIGGER agent_member_daily_closed_update AFTER UPDATE ON agent_member_daily
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION agent_daily_closed_changed();
CREATE TRIGGER agent_member_daily_closed_delete AFTER DELETE ON agent_member_daily
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION agent_daily_closed_changed();

CREATE FUNCTION agent_overview_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE agent_overview_versions SET version = version + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER agent_member_daily_closed_truncate AFTER TRUNCATE ON agent_member_daily
  FOR EACH STATEMENT EXECUTE FUNCTION agent_overview_bump_all();

-- (b) The tree: a member leaves ancestors (a move, a deletion), or joins ancestors while it has
--     rollups of a day before today (a move; a new member has none, so registrations never bump).
CREATE FUNCTION agent_ancestry_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ms text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM changed c WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.id = c.descendant_id)) THEN
      -- A deleted member: its merchant is gone with it.
      UPDATE agent_overview_versions SET version = version + 1;
      RETURN NULL;
    END IF;
    SELECT array_agg(DISTINCT m.merchant) INTO ms FROM changed c JOIN members m ON m.id = c.descendant_id WHERE c.depth > 0;
  ELSE
    SELECT array_agg(DISTINCT m.merchant) INTO ms FROM changed c JOIN members m ON m.id = c.descendant_id
     WHERE c.depth > 0
       AND EXISTS (SELECT 1 FROM agent_member_daily d
                    WHERE d.member_id = c.descendant_id AND d.day < agent_reporting_day(m.merchant, clock_timestamp()));
  END IF;
  IF ms IS NOT NULL THEN
    PERFORM agent_overview_bump(ms);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER member_ancestry_overview_insert AFTER INSERT ON member_ancestry
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION agent_ancestry_changed();
CREATE TRIGGER member_ancestry_overview_delete AFTER DELETE ON member_ancestry
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION agent_ancestry_changed();

-- New downlines of a period: the merchant's members created in it, then whether each is in the team
-- (instead of reading the whole team's members for every overview).
CREATE INDEX members_merchant_created ON members (merchant, created_at);
