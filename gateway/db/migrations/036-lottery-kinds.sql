-- Lottery type of a lottery game (§3 "Lottery type icons: ssc, pk10, 11x5, k3, lhc";
-- docs/decisions/032): the draw family the lottery pages show an icon for. NULL for every other
-- game and for regional draws (the Vietnam, Thai or Lao lottery).
ALTER TABLE games ADD COLUMN lottery_type text NULL CHECK (lottery_type IN ('ssc', 'pk10', '11x5', 'k3', 'lhc'));

-- The demo lottery games seeded before this column (db/catalogue-seed-plan.ts, codes
-- <vassalage>_01 … _06 in the order of catalogue-seed-words.ts lotteryGames) get their type.
UPDATE games AS g
   SET lottery_type = CASE right(g.game_code, 3)
                        WHEN '_01' THEN 'ssc'
                        WHEN '_02' THEN 'ssc'
                        WHEN '_03' THEN 'pk10'
                        WHEN '_04' THEN '11x5'
                        WHEN '_05' THEN 'k3'
                        WHEN '_06' THEN 'lhc'
                      END
  FROM vendors AS v
 WHERE v.merchant = g.merchant
   AND v.node_id = g.vendor_node_id
   AND v.game_type IN ('LOTT', 'ELOTT')
   AND g.game_code = v.vassalage || right(g.game_code, 3)
   AND right(g.game_code, 3) IN ('_01', '_02', '_03', '_04', '_05', '_06');
