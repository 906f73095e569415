/** Nonces of opened sealed payloads (replay guard), kept until their freshness window ends. */
import type { Kysely } from 'kysely';
import type { Database } from './database';
import { withIdentityTables } from './identity/identity-tables';

export interface SealedNonceRepository {
  /** True when the nonce was unseen (and is now recorded), false when it was used before. */
  claim(nonce: string, expiresAt: Date): Promise<boolean>;
}

/** Expired nonces are deleted at most once a minute per instance. */
export function createSealedNonceRepository(core: Kysely<Database>, now: () => number = Date.now): SealedNonceRepository {
  const db = withIdentityTables(core);
  let lastPurge = 0;
  return {
    async claim(nonce, expiresAt) {
      const t = now();
      if (t - lastPurge > 60_000) {
        lastPurge = t;
        await db.deleteFrom('sealed_nonces').where('expires_at', '<', new Date(t)).execute();
      }
      const row = await db
        .insertInto('sealed_nonces')
        .values({ nonce, expires_at: expiresAt })
        .onConflict((oc) => oc.column('nonce').doNothing())
        .returning('nonce')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
