/**
 * A merchant's brand folder as one download from the console (merchants.read): the files of
 * `npm run console -- export` (merchant-folder.ts) in a tar archive under `<merchant>/`, so it
 * works on every database — the embedded one too, which no second process may open while the
 * gateway runs. `tar -xf` gives a folder `npm run brand -- check` accepts. The archive is built
 * with tar-stream (mafintosh/tar-stream), in memory: a folder is a few files of some KB.
 */
import { pack } from 'tar-stream';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import { Refusal } from '../refusal';
import { CommandError } from './console-commands';
import { readBrand, type BrandDeps } from './merchant-brand';
import { merchantFolderFiles, type FolderFile } from './merchant-folder';

export interface MerchantArchive {
  fileName: string;
  body: Buffer;
}

function tarOf(root: string, files: FolderFile[], mtime: Date): Promise<Buffer> {
  const archive = pack();
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    archive.on('data', (chunk: unknown) => chunks.push(Buffer.from(chunk as Uint8Array)));
    archive.on('end', () => resolve(Buffer.concat(chunks)));
    archive.on('error', reject);
  });
  archive.entry({ name: `${root}/`, type: 'directory', mode: 0o755, mtime });
  for (const file of files) archive.entry({ name: `${root}/${file.name}`, mode: 0o644, mtime }, Buffer.from(file.bytes));
  archive.finalize();
  return done;
}

export async function merchantArchive(d: BrandDeps, actor: StaffSessionRecord, merchant: string): Promise<MerchantArchive> {
  // The capability, and 404 UNKNOWN_MERCHANT for a merchant with neither a brand nor a draft.
  const brand = await readBrand(d, actor, merchant);
  let files: FolderFile[];
  try {
    files = await merchantFolderFiles(d.console.db, d.brandsDir, merchant);
  } catch (error) {
    // A merchant onboarded but never published has no folder yet: there is nothing to export.
    if (error instanceof CommandError) throw new Refusal(409, 'BRAND_CONFIG_ERROR');
    throw error;
  }
  const mtime = brand.publishedAt ? new Date(brand.publishedAt) : new Date();
  return { fileName: `${merchant}.tar`, body: await tarOf(merchant, files, mtime) };
}
