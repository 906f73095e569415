/**
 * Account opening: a downline opened directly (sealed like registration, §7 "Encrypted payloads";
 * resealed once for a new key) and the promotion links (list, create, delete).
 */
import { agentPaths, type CreateLinkRequest, type OpenDownlineAnswer, type OpenDownlineRequest, type PromotionLink } from '../../../schemas/agent';
import { apiRequestAt, isApiError } from '../client';
import type { SealKeySource } from '../identity/login-sealed-call';
import { sealPayload } from '../seal';
import { agentGet, agentSend, present } from './agent-call';

export async function openDownline(fields: OpenDownlineRequest, keys: SealKeySource): Promise<OpenDownlineAnswer> {
  const send = async (key: ReturnType<SealKeySource['current']>) =>
    present(await apiRequestAt<OpenDownlineAnswer>(agentPaths.downlines, { method: 'POST', body: await sealPayload(key, fields) }));
  try {
    return await send(keys.current());
  } catch (error) {
    if (!isApiError(error) || error.code !== 'SEAL_KEY_UNKNOWN') throw error;
    return send(await keys.refresh());
  }
}

export const fetchLinks = (signal?: AbortSignal) => agentGet<PromotionLink[]>(agentPaths.links, {}, signal);

export async function createLink(request: CreateLinkRequest): Promise<PromotionLink> {
  return present(await agentSend<PromotionLink>(agentPaths.links, { body: request }));
}

export async function deleteLink(id: string): Promise<void> {
  await agentSend<unknown>(agentPaths.link, { method: 'DELETE', params: { id } });
}
