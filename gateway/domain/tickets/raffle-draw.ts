/**
 * The provably fair draw of a raffle ticket (schemas/tickets.ts has the formula and the pure
 * mapping the browser shares; docs/decisions/051). Here: the server seed (32 bytes from the
 * CSPRNG), its commitment (SHA-256) and the HMAC-SHA256 the draw is derived from.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { drawMessage, prizeIndexOf, rollOf, type RafflePrize } from '../../../schemas/tickets';

export interface DrawOutcome {
  hmac: string;
  roll: number;
  prizeIndex: number;
  prizeMinor: number;
}

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown before the draw: SHA-256 of the seed's 32 bytes, hex. */
export function serverSeedHash(serverSeedHex: string): string {
  return createHash('sha256').update(Buffer.from(serverSeedHex, 'hex')).digest('hex');
}

/** The outcome, a pure function of server seed, client seed, nonce and the prize table. */
export function drawOutcome(serverSeedHex: string, clientSeed: string, nonce: number, prizes: readonly RafflePrize[]): DrawOutcome {
  const hmac = createHmac('sha256', Buffer.from(serverSeedHex, 'hex')).update(drawMessage(clientSeed, nonce), 'utf8').digest('hex');
  const roll = rollOf(hmac);
  const prizeIndex = prizeIndexOf(roll, prizes);
  return { hmac, roll, prizeIndex, prizeMinor: (prizes[prizeIndex] as RafflePrize).amountMinor };
}
