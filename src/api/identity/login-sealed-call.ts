/**
 * Sealed calls (§7 "Encrypted payloads"; docs/decisions/011): the fields are sealed for the key
 * the permission answer names (info.sealKey). When the gateway no longer knows that key (400
 * SEAL_KEY_UNKNOWN: it was restarted with a new one) the permission query is fetched again and
 * the fields are sealed once more for the new key, once. Usable by any sealed call.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiPathName } from '../../../schemas/api-paths';
import type { PermissionResponse } from '../../../schemas/permission';
import type { SealPublicKey } from '../../../schemas/sealed-payload';
import { ApiError, apiRequest, isApiError } from '../client';
import { sealPayload } from '../seal';

export interface SealKeySource {
  current(): SealPublicKey;
  /** Asks the gateway again (the permission call) and returns the key it names now. */
  refresh(): Promise<SealPublicKey>;
}

const permissionKey = ['permission'] as const;

function keyIn(client: QueryClient): SealPublicKey | null {
  for (const [, data] of client.getQueriesData<PermissionResponse>({ queryKey: permissionKey })) {
    if (data?.info?.sealKey) return data.info.sealKey;
  }
  return null;
}

/** The seal key of the app's permission query (TanStack Query holds the startup answer). */
export function permissionSealKeys(client: QueryClient): SealKeySource {
  return {
    current() {
      const key = keyIn(client);
      if (!key) throw new ApiError({ code: 'UNKNOWN' });
      return key;
    },
    async refresh() {
      await client.refetchQueries({ queryKey: permissionKey, type: 'all' });
      return this.current();
    },
  };
}

/** POSTs `fields` sealed; on SEAL_KEY_UNKNOWN reseals for the refreshed key, once. */
export async function postSealed<T>(name: ApiPathName, fields: object, keys: SealKeySource): Promise<T | null> {
  const send = async (key: SealPublicKey) => apiRequest<T>(name, { method: 'POST', body: await sealPayload(key, fields) });
  try {
    return await send(keys.current());
  } catch (error) {
    if (!isApiError(error) || error.code !== 'SEAL_KEY_UNKNOWN') throw error;
    return send(await keys.refresh());
  }
}
