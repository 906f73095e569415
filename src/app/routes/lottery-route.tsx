/** A lottery page wired to its address: ?gameCode= preselects a game (§2.1), ?prizeMode= picks the prize mode (§9). */
import { useSearchParams } from 'react-router-dom';
import type { LotteryPage as LotteryPageName } from '../../../schemas/lottery';
import { prizeModeParam } from '../../../schemas/lottery-modes';
import { LotteryPage } from '../../features/games/lottery-page';
import { gameCodeParam } from './launch-paths';

export function LotteryRoute({ page }: { page: LotteryPageName }) {
  const [search] = useSearchParams();
  return <LotteryPage key={page} page={page} gameCode={search.get(gameCodeParam)} prizeMode={search.get(prizeModeParam)} />;
}
