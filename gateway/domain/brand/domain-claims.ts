/**
 * Settles host names several brand folders claim, at gateway start, against the claims the
 * database remembers (docs/decisions/029-brand-hardening.md): a host name stays with the
 * merchant that held it first; among claimants none of which holds it, a merchant already
 * onboarded (with a merchants row) goes before a new folder, then the first by code. The
 * winners' claims are recorded, so a restart or another instance decides the same.
 */
import type { Db } from '../../db/database';
import { withDomainClaims } from '../../db/brand/domain-claim-repository';
import { withDomainClashes, type BrandEntry } from './brand-files';

export async function settleDomainClaims(db: Db, entries: readonly BrandEntry[]): Promise<BrandEntry[]> {
  const loaded = entries.flatMap((e) => (e.ok ? [e] : []));
  const hosts = [...new Set(loaded.flatMap((e) => e.brand.domains))];
  if (hosts.length === 0) return [...entries];
  return withDomainClaims(db, async (claims) => {
    const holders = await claims.holders(hosts);
    const onboarded = await claims.onboarded(loaded.map((e) => e.merchant));
    const settled = withDomainClashes(entries, {
      holders,
      rank: (merchant) => (onboarded.has(merchant) ? 0 : 1),
    });
    await claims.record(
      settled.flatMap((e) =>
        e.ok
          ? e.brand.domains.filter((host) => holders.get(host) !== e.merchant).map((host) => ({ host, merchant: e.merchant }))
          : [],
      ),
    );
    return settled;
  });
}
