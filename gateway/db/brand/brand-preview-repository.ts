/**
 * The live brand previews staff open from the console (migration 061, docs/decisions/055): a
 * row per preview, holding only SHA-256 hashes of its host label, its one-time ticket and its
 * cookie key. Read on every request of the preview host, without a cache: a preview stops on
 * every instance the moment its staff session ends or its draft changes.
 */
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../database';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type PreviewPalette = 'light' | 'dark';

export interface BrandPreviewsTable {
  id_hash: string;
  ticket_hash: string;
  key_hash: ColumnType<string | null, string | null | undefined, string | null>;
  merchant: string;
  staff_id: string;
  staff_session_hash: string;
  draft_hash: string;
  palette: PreviewPalette;
  console_origin: string;
  created_at: Timestamp;
  ticket_expires_at: Timestamp;
  expires_at: Timestamp;
  exchanged_at: NullableTimestamp;
}

// A type alias, not an interface: Kysely's withTables needs an implicit index signature.
type PreviewTables = { brand_previews: BrandPreviewsTable };

export interface BrandPreviewRecord {
  merchant: string;
  staffId: string;
  staffSessionHash: string;
  draftHash: string;
  palette: PreviewPalette;
  consoleOrigin: string;
  keyHash: string | null;
  ticketHash: string;
  ticketExpiresAt: Date;
  expiresAt: Date;
}

export interface NewBrandPreview {
  idHash: string;
  ticketHash: string;
  merchant: string;
  staffId: string;
  staffSessionHash: string;
  draftHash: string;
  palette: PreviewPalette;
  consoleOrigin: string;
  now: Date;
  ticketExpiresAt: Date;
  expiresAt: Date;
}

export interface BrandPreviewRepository {
  create(preview: NewBrandPreview): Promise<void>;
  /** The preview of a host label's hash, unless it has expired at `now`. */
  findLive(idHash: string, now: Date): Promise<BrandPreviewRecord | null>;
  /**
   * Trades the ticket for the cookie key, once: true only for the one request that did it (a
   * second use of the ticket, concurrent or later, on any instance, finds it spent).
   */
  exchange(idHash: string, ticketHash: string, keyHash: string, now: Date): Promise<boolean>;
  /** Forgets previews that expired before `now`; returns how many. */
  sweep(now: Date): Promise<number>;
}

export function createBrandPreviewRepository(core: Kysely<Database>): BrandPreviewRepository {
  const db = core.withTables<PreviewTables>();
  return {
    async create(p) {
      await db
        .insertInto('brand_previews')
        .values({
          id_hash: p.idHash,
          ticket_hash: p.ticketHash,
          merchant: p.merchant,
          staff_id: p.staffId,
          staff_session_hash: p.staffSessionHash,
          draft_hash: p.draftHash,
          palette: p.palette,
          console_origin: p.consoleOrigin,
          created_at: p.now,
          ticket_expires_at: p.ticketExpiresAt,
          expires_at: p.expiresAt,
        })
        .execute();
    },
    async findLive(idHash, now) {
      const r = await db.selectFrom('brand_previews').selectAll().where('id_hash', '=', idHash).where('expires_at', '>', now).executeTakeFirst();
      if (!r) return null;
      return {
        merchant: r.merchant,
        staffId: r.staff_id,
        staffSessionHash: r.staff_session_hash,
        draftHash: r.draft_hash,
        palette: r.palette,
        consoleOrigin: r.console_origin,
        keyHash: r.key_hash,
        ticketHash: r.ticket_hash,
        ticketExpiresAt: r.ticket_expires_at,
        expiresAt: r.expires_at,
      };
    },
    async exchange(idHash, ticketHash, keyHash, now) {
      const r = await db
        .updateTable('brand_previews')
        .set({ key_hash: keyHash, exchanged_at: now })
        .where('id_hash', '=', idHash)
        .where('ticket_hash', '=', ticketHash)
        .where('exchanged_at', 'is', null)
        .where('ticket_expires_at', '>', now)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async sweep(now) {
      const r = await db.deleteFrom('brand_previews').where('expires_at', '<=', now).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
