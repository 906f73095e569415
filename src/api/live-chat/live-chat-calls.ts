/**
 * Live chat (§7 CBS_modelList without a token, CBS_launchChat for members; docs/decisions/052):
 * the brand's desks in the page's language, and the launch that answers where the chat opens.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LangCode } from '../../../schemas/languages';
import type { ChatLaunchAnswer, ChatModelList } from '../../../schemas/live-chat';
import { apiRequest } from '../client';

export function chatModelsQuery(merchant: string | null, lang: LangCode) {
  return queryOptions({
    queryKey: ['chat-models', merchant, lang] as const,
    queryFn: async ({ signal }) => (await apiRequest<ChatModelList>('chatModels', { query: { lang }, signal })) ?? { available: false, models: [] },
    staleTime: 5 * 60_000,
  });
}

export async function launchChat(model: string): Promise<ChatLaunchAnswer | null> {
  return apiRequest<ChatLaunchAnswer>('chatLaunch', { method: 'POST', body: { model } });
}
