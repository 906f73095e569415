/**
 * Feedback (§5, §7 /wps/feedback PUT; issue 19, decision 050): content within the limits
 * (READINGS #18: 140 characters is a hard cap) and up to 3 clean images from the upload
 * pipeline, written together or not at all; the member's history newest first.
 */
import type { Kysely } from 'kysely';
import { uploadLimits, type FeedbackItem } from '../../../schemas/promotions';
import type { Database } from '../../db/database';
import { feedbackRepository, type FeedbackRecord } from '../../db/feedback/feedback-repository';
import { memberImages } from '../../db/identity/member-image-repository';
import type { MemberRecord } from '../../db/identity/member-repository';
import { fieldRefusal } from '../refusal';
import type { CleanImage } from '../uploads/image-upload';

export const feedbackHistoryLimit = 50;

export function checkFeedbackContent(content: string | undefined): string {
  const text = (content ?? '').trim();
  const length = [...text].length;
  if (length < uploadLimits.feedbackMinChars || length > uploadLimits.feedbackMaxChars) {
    throw fieldRefusal('FEEDBACK_LENGTH', 'content', length < uploadLimits.feedbackMinChars ? 'minLength' : 'maxLength', 'promo.error.feedback_length');
  }
  return text;
}

export const toFeedbackItem = (f: FeedbackRecord): FeedbackItem => ({ id: f.id, content: f.content, createdAt: f.createdAt.toISOString(), images: f.images });

export async function sendFeedback(db: Kysely<Database>, member: MemberRecord, content: string, images: CleanImage[], now: Date): Promise<FeedbackItem> {
  return db.transaction().execute(async (trx) => {
    const shas: string[] = [];
    for (const image of images) shas.push(await memberImages.put(trx, image.contentType, image.body, now));
    const id = await feedbackRepository.insert(trx, member.merchant, member.id, content, shas, now);
    return { id, content, createdAt: now.toISOString(), images: shas.length };
  });
}

export async function feedbackHistory(db: Kysely<Database>, member: MemberRecord): Promise<FeedbackItem[]> {
  return (await feedbackRepository.list(db, member.id, feedbackHistoryLimit)).map(toFeedbackItem);
}
