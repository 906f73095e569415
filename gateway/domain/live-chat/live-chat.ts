/**
 * The brand's live chat (§7 CBS_modelList, CBS_launchChat; docs/decisions/052-engagement-misc.md):
 * the desks in the asked language (else the default), and a launch: the provider's address with
 * the desk and a ticket naming the member. "dev" points at the gateway's development chat page,
 * which production never serves: there a "dev" provider counts as no live chat.
 */
import { apiPaths } from '../../../schemas/api-paths';
import type { Brand, BrandLiveChat } from '../../../schemas/brand';
import type { LangCode } from '../../../schemas/languages';
import { chatTicketSeconds, type ChatLaunchAnswer, type ChatModelList } from '../../../schemas/live-chat';
import type { MemberRecord } from '../../db/identity/member-repository';
import { ApiError } from '../../http/api-error';
import type { SecretBox } from '../secret-box';
import { sealDevTicket, signTicket, type ChatTicket } from './chat-ticket';

export interface LiveChatSettings {
  production: boolean;
  /** Environment variables (ticket keys of https providers). */
  env: Record<string, string | undefined>;
}

/** The brand's chat, when this gateway may open it. */
export function liveChatOf(brand: Brand, settings: LiveChatSettings): BrandLiveChat | null {
  const chat = brand.liveChat;
  if (!chat || (chat.provider === 'dev' && settings.production)) return null;
  return chat;
}

export function chatModels(brand: Brand, lang: LangCode, settings: LiveChatSettings): ChatModelList {
  const chat = liveChatOf(brand, settings);
  if (!chat) return { available: false, models: [] };
  return { available: true, models: chat.models.map((m) => ({ id: m.id, name: m.name[lang] ?? m.name[brand.defaultLang] ?? m.id })) };
}

export interface ChatLaunchRequest {
  brand: Brand;
  member: MemberRecord;
  model: string;
  now: number;
}

export function launchChat(req: ChatLaunchRequest, box: SecretBox, settings: LiveChatSettings): ChatLaunchAnswer {
  const chat = liveChatOf(req.brand, settings);
  if (!chat) throw new ApiError(404, 'LIVE_CHAT_UNAVAILABLE');
  if (!chat.models.some((m) => m.id === req.model)) {
    throw new ApiError(404, 'CHAT_MODEL_NOT_FOUND', [{ path: '/model', reason: 'unknown_chat_model', message: 'error.field.unknown_chat_model' }]);
  }
  const ticket: ChatTicket = {
    merchant: req.brand.merchant,
    account: req.member.account,
    nickname: req.member.nickname,
    model: req.model,
    exp: req.now + chatTicketSeconds * 1000,
  };
  const query = (sealed: string) => new URLSearchParams({ model: req.model, ticket: sealed }).toString();
  if (chat.provider === 'dev') return { url: `${apiPaths.devChat}?${query(sealDevTicket(box, ticket))}`, expiresInSeconds: chatTicketSeconds };
  const key = chat.ticketSecretEnv === undefined ? undefined : settings.env[chat.ticketSecretEnv];
  if (!key) throw new ApiError(503, 'LIVE_CHAT_UNAVAILABLE');
  return { url: `${chat.provider}?${query(signTicket(key, ticket))}`, expiresInSeconds: chatTicketSeconds };
}
