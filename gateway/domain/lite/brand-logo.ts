/**
 * The bytes of a merchant's logo for drawing its Lite icons: an image uploaded from the console
 * (merchant_assets, docs/decisions/045) or the file in its brand folder, looked up by real path
 * inside the folder and within its size limit (brand-folder.ts), as /brands/ serves it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Brand } from '../../../schemas/brand';
import type { Db } from '../../db/database';
import { withBrandTables } from '../../db/brand/merchant-brand-tables';
import { confinedFile, kindOf, sizeLimits } from '../brand/brand-folder';
import type { LogoImage } from './app-icons';

/** The logo drawn on the default mode's background. */
export function liteLogoFile(brand: Pick<Brand, 'theme'>): string {
  const { theme } = brand;
  return theme.defaultMode === 'dark' && theme.logoDark ? theme.logoDark : theme.logo;
}

export async function readBrandLogo(db: Db, brandsDir: string, merchant: string, file: string): Promise<LogoImage | null> {
  const kind = kindOf(file);
  if (kind !== 'svg' && kind !== 'raster') return null;
  if (/^[a-z]+-[0-9a-f]{16}\.(?:svg|png)$/.test(file)) {
    const row = await withBrandTables(db).selectFrom('merchant_assets').select(['content_type', 'bytes']).where('merchant', '=', merchant).where('name', '=', file).executeTakeFirst();
    if (row) return { bytes: Buffer.from(row.bytes), svg: row.content_type === 'image/svg+xml' };
  }
  const found = await confinedFile(path.join(brandsDir, merchant), file);
  if (!found.found || found.size > sizeLimits[kind]) return null;
  return { bytes: await readFile(found.real), svg: kind === 'svg' };
}
