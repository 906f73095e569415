/** Real rounds on the demo vendor for ticket and mission tests: launch, trade the ticket, spin. */
import { randomUUID } from 'node:crypto';
import { apiPaths } from '../../../schemas/api-paths';
import type { GamePage, LaunchAnswer } from '../../../schemas/catalogue';
import { must } from '../../test-support/fixtures';
import type { PaymentKit } from '../payments-test-kit';

export interface Spun {
  betMinor: number;
  rounds: number;
}

/** Spins the largest bet of the JILI slot with the largest minimum bet (few rounds) until at least `volumeMinor` is bet. */
export async function betAtLeast(kit: PaymentKit, m: { token: string; merchant: string }, volumeMinor: number): Promise<Spun> {
  const games = await kit.call<GamePage>('GET', `${apiPaths.gameList}?gameType=RNG&vendor=JILI&pageSize=60`, { merchant: m.merchant });
  const game = must([...must(games.body.value).content].sort((a, b) => b.minBet - a.minBet)[0]);
  const launch = await kit.call<LaunchAnswer>('POST', apiPaths.launchGame, { token: m.token, merchant: m.merchant, body: { nodeId: game.nodeId, vendor: 'JILI', gameType: 'RNG', lang: 'EN' } });
  const ticket = must(new URL(must(launch.body.value, JSON.stringify(launch.body)).url, 'http://gateway').searchParams.get('ticket'));
  const session = await kit.call<{ playToken: string; betsMinor: number[] }>('POST', apiPaths.demoVendorSession, { body: { ticket } });
  const { playToken, betsMinor } = must(session.body.value);
  const bet = must(betsMinor.at(-1));
  let betMinor = 0;
  let rounds = 0;
  while (betMinor < volumeMinor) {
    const spin = await kit.call<{ betMinor: number }>('POST', apiPaths.demoVendorSpin, { body: { playToken, roundId: `round-${randomUUID()}`, betMinor: bet } });
    if (spin.status !== 200) throw new Error(`spin refused: ${JSON.stringify(spin.body)}`);
    betMinor += bet;
    rounds += 1;
  }
  return { betMinor, rounds };
}
