/**
 * Checking a revealed draw in the browser with Web Crypto (docs/decisions/051; the formula is in
 * schemas/tickets.ts): SHA-256 of the revealed server seed must equal the commitment shown before
 * the draw, and HMAC-SHA256(server seed, "clientSeed:nonce") must lead to the prize paid.
 */
import { drawMessage, prizeIndexOf, rollOf, type RafflePrize, type TicketDraw } from '../../../schemas/tickets';

export interface DrawCheck {
  /** SHA-256 of the revealed seed, hex. */
  seedHash: string;
  commitmentMatches: boolean;
  hmac: string;
  roll: number;
  prizeIndex: number;
  outcomeMatches: boolean;
}

function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^([0-9a-f]{2})*$/.test(hex)) throw new RangeError('not hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function hexOf(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function verifyDraw(commitment: string, draw: TicketDraw, prizes: readonly RafflePrize[], subtle: SubtleCrypto = crypto.subtle): Promise<DrawCheck> {
  const seed = bytesOfHex(draw.serverSeed);
  const seedHash = hexOf(await subtle.digest('SHA-256', seed));
  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const hmac = hexOf(await subtle.sign('HMAC', key, new TextEncoder().encode(drawMessage(draw.clientSeed, draw.nonce))));
  const roll = rollOf(hmac);
  const prizeIndex = prizeIndexOf(roll, prizes);
  const paid = prizes[prizeIndex]?.amountMinor;
  return {
    seedHash,
    commitmentMatches: seedHash === commitment,
    hmac,
    roll,
    prizeIndex,
    outcomeMatches: hmac === draw.hmac && roll === draw.roll && prizeIndex === draw.prizeIndex && paid === draw.prizeMinor,
  };
}

/** A fresh client seed: 16 random bytes as 32 hex digits. */
export function newClientSeed(): string {
  return hexOf(crypto.getRandomValues(new Uint8Array(16)).buffer);
}
