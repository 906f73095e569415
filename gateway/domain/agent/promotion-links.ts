/**
 * Promotion links (schemas/agent.ts PromotionLink; docs/decisions/037): an agent's affiliate
 * codes as registration addresses on the brand's main domain. Registration reads
 * `?affiliateCode=` on any page (src/api/identity/referral-attribution.ts) and sends it with the
 * register call, which makes the agent the new member's parent. A generated code is 8 characters
 * of an alphabet without look-alikes (31^8 ≈ 8.5 × 10^11); a chosen one is 4–32 letters, digits,
 * "_" or "-", unique in the merchant for ever (case-insensitive). Deleting disables it.
 */
import { randomInt } from 'node:crypto';
import type { Brand } from '../../../schemas/brand';
import { maxLinksPerAgent, type PromotionLink } from '../../../schemas/agent';
import type { Db } from '../../db/database';
import { promotionLinks, type PromotionLinkRecord } from '../../db/agent/promotion-link-repository';
import { Refusal } from '../refusal';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const generatedCodeLength = 8;
/** A chosen code: what the body schema allows (agent-opening.schemas.ts). */
export const customCodePattern = '^[A-Za-z0-9_-]{4,32}$';

export function generateLinkCode(): string {
  let code = '';
  for (let i = 0; i < generatedCodeLength; i += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** The registration address carrying the code (the QR code in the agent centre points here). */
export function linkUrl(brand: Brand, code: string): string {
  return `https://${brand.mainDomain}/register?affiliateCode=${encodeURIComponent(code)}`;
}

function toLink(brand: Brand, r: PromotionLinkRecord): PromotionLink {
  return { id: r.id, code: r.code, url: linkUrl(brand, r.code), registrations: r.registrations, createdAt: r.createdAt.toISOString() };
}

export async function listLinks(db: Db, brand: Brand, merchant: string, agentId: string): Promise<PromotionLink[]> {
  return (await promotionLinks.list(db, merchant, agentId)).map((r) => toLink(brand, r));
}

/** A new link: the chosen code (409 LINK_CODE_TAKEN when the merchant has it) or a generated one; 409 LINK_LIMIT past maxLinksPerAgent. */
export async function createLink(db: Db, brand: Brand, merchant: string, agentId: string, chosen: string | undefined): Promise<PromotionLink> {
  const created = await db.transaction().execute(async (trx) => {
    if ((await promotionLinks.lockAndCount(trx, agentId)) >= maxLinksPerAgent) throw new Refusal(409, 'LINK_LIMIT');
    if (chosen !== undefined) {
      const added = await promotionLinks.add(trx, merchant, agentId, chosen.trim());
      if (!added) throw new Refusal(409, 'LINK_CODE_TAKEN', [{ path: '/code', reason: 'taken', message: 'agentc.error.agent_link_code_taken' }]);
      return added;
    }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const added = await promotionLinks.add(trx, merchant, agentId, generateLinkCode());
      if (added) return added;
    }
    throw new Error('no free promotion code after 5 tries');
  });
  return toLink(brand, created);
}

/** Deletes (disables) one of my live links; anything else → 404 LINK_UNKNOWN. */
export async function deleteLink(db: Db, merchant: string, agentId: string, id: string, now: Date): Promise<void> {
  if (!(await promotionLinks.disable(db, merchant, agentId, id, now))) throw new Refusal(404, 'LINK_UNKNOWN');
}
