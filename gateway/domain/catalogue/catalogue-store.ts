/**
 * The per-merchant catalogue held in memory (docs/decisions/017-game-catalogue.md): loaded once
 * per merchant, kept until the one-row catalogue_version moves (every statement that changes
 * vendors or games bumps it, on any instance), then reloaded on the next request. The version is
 * read at most once per `checkMs` (the app's configCacheMs; 0 reads it on every request), so a
 * hot list request costs no query at all. Concurrent requests share one load.
 */
import type { Brand } from '../../../schemas/brand';
import { createCatalogueRepository } from '../../db/catalogue/catalogue-repository';
import type { Db } from '../../db/database';
import { buildSnapshot, type CatalogueSnapshot } from './catalogue';

export interface CatalogueStore {
  get(brand: Brand): Promise<CatalogueSnapshot>;
  /** Forget every snapshot (after a write this process made, e.g. in tests). */
  invalidate(): void;
}

export function createCatalogueStore(db: Db, checkMs: number, now: () => number = Date.now): CatalogueStore {
  const repo = createCatalogueRepository(db);
  const snapshots = new Map<string, Promise<CatalogueSnapshot>>();
  let known: string | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<string> | null = null;

  async function currentVersion(): Promise<string> {
    if (known !== null && checkMs > 0 && now() - checkedAt < checkMs) return known;
    checking ??= repo.version().finally(() => {
      checking = null;
    });
    const version = await checking;
    checkedAt = now();
    if (version !== known) {
      known = version;
      snapshots.clear();
    }
    return version;
  }

  async function load(brand: Brand): Promise<CatalogueSnapshot> {
    const version = await currentVersion();
    let snapshot = snapshots.get(brand.merchant);
    if (!snapshot) {
      snapshot = repo.load(brand.merchant).then((rows) => buildSnapshot(rows, brand, version));
      snapshots.set(brand.merchant, snapshot);
      snapshot.catch(() => snapshots.delete(brand.merchant));
    }
    return snapshot;
  }

  return {
    get(brand) {
      // A hot request: the version was checked less than checkMs ago and the snapshot is loaded,
      // so its promise is handed back as it is (no async step, no new promise).
      if (known !== null && checkMs > 0 && now() - checkedAt < checkMs) {
        const ready = snapshots.get(brand.merchant);
        if (ready) return ready;
      }
      return load(brand);
    },
    invalidate() {
      known = null;
      snapshots.clear();
    },
  };
}
