/** The seal key source of the app's permission answer, for sealed password and login calls. */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { permissionSealKeys, type SealKeySource } from '../../api/identity/login-sealed-call';

export function useSealKeys(): SealKeySource {
  const client = useQueryClient();
  return useMemo(() => permissionSealKeys(client), [client]);
}
