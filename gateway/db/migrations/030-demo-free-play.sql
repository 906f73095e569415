-- Free demo launches (READINGS #11, docs/decisions/020-game-launch-and-tile.md): the free-trial
-- button of a game with supportPlay 0 starts the demo vendor without an account. Such a play has
-- no member and never touches a wallet: it carries its own play money, settled on this row.
ALTER TABLE demo_vendor_plays ALTER COLUMN member_id DROP NOT NULL;
ALTER TABLE demo_vendor_plays ADD COLUMN demo boolean NOT NULL DEFAULT false;
ALTER TABLE demo_vendor_plays ADD COLUMN play_money_minor bigint NULL;
ALTER TABLE demo_vendor_plays ADD CONSTRAINT demo_vendor_plays_owner CHECK (
  (demo AND member_id IS NULL AND play_money_minor IS NOT NULL AND play_money_minor >= 0)
  OR (NOT demo AND member_id IS NOT NULL AND play_money_minor IS NULL)
);
