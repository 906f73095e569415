/**
 * The preview of a draft (docs/decisions/048): its HTML per language exactly as publishing would
 * store it and players would get it — the same checks and the same sanitiser — written nowhere.
 */
import type { ContentLanguages, ContentPreviewAnswer, ContentTexts } from '../../../../schemas/console-content';
import { contentReader, type ContentActor, type ContentContext } from './content-change';
import { checkContents } from './content-texts';

export async function previewContent(ctx: ContentContext, actor: ContentActor, merchant: string, texts: ContentTexts): Promise<ContentPreviewAnswer> {
  const { langs } = await contentReader(ctx, actor.staff, merchant);
  return { texts: checkContents(texts, 'texts', langs, false) };
}

/** The merchant's content languages, the default first (the editor shows a field for each). */
export async function contentLanguages(ctx: ContentContext, actor: ContentActor, merchant: string): Promise<ContentLanguages> {
  const { langs } = await contentReader(ctx, actor.staff, merchant);
  return { defaultLang: langs.defaultLang, supportLanguages: [langs.defaultLang, ...langs.supportLanguages.filter((l) => l !== langs.defaultLang)] };
}
