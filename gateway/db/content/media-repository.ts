/**
 * Images stored in the database (migration 003), addressed by the SHA-256 of their bytes: the
 * same bytes always have the same URL, so /lgw/media/<sha256>.<ext> can be cached forever.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { insertedCount, withContentTables } from './content-tables';
import type { Database } from '../database';

export const mediaTypes = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
} as const;

export type MediaType = keyof typeof mediaTypes;

export const mediaPrefix = '/lgw/media/';
/** File names the media route answers: <sha256>.<ext>. */
export const mediaFile = /^([0-9a-f]{64})\.(svg|png|webp|jpg)$/;

export interface MediaInput {
  contentType: MediaType;
  width: number;
  height: number;
  body: Uint8Array;
}

export interface MediaRecord extends MediaInput {
  sha256: string;
}

export function mediaSha(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('hex');
}

export function mediaPath(sha256: string, contentType: MediaType): string {
  return `${mediaPrefix}${sha256}.${mediaTypes[contentType]}`;
}

function isMediaType(value: string): value is MediaType {
  return Object.hasOwn(mediaTypes, value);
}

export interface MediaRepository {
  find(sha256: string): Promise<MediaRecord | null>;
  /** Stores the image unless the same bytes are stored; returns its address either way. */
  insert(input: MediaInput): Promise<{ sha256: string; path: string; inserted: boolean }>;
}

export function createMediaRepository(core: Kysely<Database>): MediaRepository {
  const db = withContentTables(core);
  return {
    async find(sha256) {
      const row = await db.selectFrom('media').selectAll().where('sha256', '=', sha256).executeTakeFirst();
      if (!row || !isMediaType(row.content_type)) return null;
      return { sha256: row.sha256, contentType: row.content_type, width: row.width, height: row.height, body: row.body };
    },
    async insert(input) {
      const sha256 = mediaSha(input.body);
      const result = await db
        .insertInto('media')
        .values({ sha256, content_type: input.contentType, width: input.width, height: input.height, body: Buffer.from(input.body) })
        .onConflict((oc) => oc.column('sha256').doNothing())
        .executeTakeFirst();
      return { sha256, path: mediaPath(sha256, input.contentType), inserted: insertedCount(result) > 0 };
    },
  };
}
