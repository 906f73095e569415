/**
 * The merchants list of the console (docs/decisions/045): every merchant on which the staff
 * member holds merchants.read (a grant on every merchant covers those onboarded later), decided
 * in SQL from the grants table, with its system status and where its brand comes from.
 */
import { sql, type Kysely } from 'kysely';
import { capabilityRoles, type MerchantListItem } from '../../../schemas/console';
import type { Database } from '../../db/database';
import type { LiveBrandRegistry } from '../brand/live-brands';
import { Refusal } from '../refusal';
import type { ConsoleServices } from './console-services';

export async function merchantDirectory(c: ConsoleServices, registry: LiveBrandRegistry, staffId: string): Promise<MerchantListItem[]> {
  const roles = [...capabilityRoles['merchants.read']];
  if ((await c.staff.scopeOf(staffId, roles)) === null) throw new Refusal(403, 'FORBIDDEN');
  const { rows } = await sql<{ code: string; status: number; version: number | null; published_at: Date | null; draft_name: string | null; has_draft: boolean }>`
    select m.code, m.status, b.version, b.published_at, b.draft->>'name' as draft_name, (b.draft is not null) as has_draft
    from merchants m
    left join merchant_brands b on b.merchant = m.code
    where exists (
      select 1 from staff_grants g join staff s on s.id = g.staff_id
      where g.staff_id = ${staffId} and s.enabled and g.role = any(${sql.val(roles)}::text[])
        and (g.merchant is null or g.merchant = m.code))
    order by m.code`.execute(c.db as Kysely<Database>);
  return rows.map((r) => {
    const entry = registry.get(r.code);
    return {
      code: r.code,
      name: entry?.ok ? entry.brand.name : r.draft_name,
      status: Number(r.status),
      source: registry.sourceOf(r.code),
      version: r.version ?? 0,
      publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null,
      hasDraft: r.has_draft === true,
    };
  });
}
