/**
 * Promotions, reward centre and feedback calls (schemas/promotions.ts, issue 19): the list
 * (with my states when signed in), joining (relay MCSFE_signUpPromotionJoin), the activity
 * application (relay MCSFE_signUpRequestReward, multipart), claiming, the daily sign-in, my
 * bonuses, feedback (PUT /wps/feedback) and its history. Mutations invalidate promotionKeys.all.
 */
import type { LangCode } from '../../../schemas/languages';
import {
  promotionPath,
  promotionPaths,
  uploadFields,
  type BonusListAnswer,
  type FeedbackItem,
  type FeedbackListAnswer,
  type PromotionListAnswer,
  type PromotionView,
} from '../../../schemas/promotions';
import { apiRequestAt } from '../client';
import { present } from '../wallet/wallet-calls';

export { promotionKeys } from './promotion-keys';

export async function fetchPromotions(lang: LangCode, signal?: AbortSignal): Promise<PromotionView[]> {
  return present(await apiRequestAt<PromotionListAnswer>(promotionPaths.list, { query: { lang }, signal })).items;
}

export async function joinPromotion(promotionId: string, lang: LangCode): Promise<PromotionView> {
  return present(await apiRequestAt<PromotionView>(promotionPaths.join, { method: 'POST', query: { lang }, body: { promotionId } }));
}

export async function applyForReward(input: { promotionId: string; remark: string; images: readonly Blob[]; lang: LangCode }): Promise<PromotionView> {
  const form = new FormData();
  form.append(uploadFields.promotionId, input.promotionId);
  form.append(uploadFields.remark, input.remark);
  for (const image of input.images) form.append(uploadFields.images, image, (image as File).name ?? 'image');
  return present(await apiRequestAt<PromotionView>(promotionPaths.requestReward, { method: 'POST', query: { lang: input.lang }, body: form, timeoutMs: 120_000 }));
}

export async function claimReward(promotionId: string, lang: LangCode): Promise<PromotionView> {
  return present(await apiRequestAt<PromotionView>(promotionPath(promotionPaths.claim, promotionId), { method: 'POST', query: { lang } }));
}

export async function signInToday(promotionId: string, lang: LangCode): Promise<PromotionView> {
  return present(await apiRequestAt<PromotionView>(promotionPath(promotionPaths.signIn, promotionId), { method: 'POST', query: { lang } }));
}

export async function fetchBonuses(lang: LangCode, signal?: AbortSignal): Promise<BonusListAnswer> {
  return present(await apiRequestAt<BonusListAnswer>(promotionPaths.bonuses, { query: { lang }, signal }));
}

export async function sendFeedback(input: { content: string; images: readonly Blob[] }): Promise<FeedbackItem> {
  const form = new FormData();
  form.append(uploadFields.content, input.content);
  for (const image of input.images) form.append(uploadFields.images, image, (image as File).name ?? 'image');
  return present(await apiRequestAt<FeedbackItem>(promotionPaths.feedback, { method: 'PUT', body: form, timeoutMs: 120_000 }));
}

export async function fetchFeedback(signal?: AbortSignal): Promise<FeedbackItem[]> {
  return present(await apiRequestAt<FeedbackListAnswer>(promotionPaths.feedback, { signal })).items;
}
