/** JSON Schemas of the console's content calls (schemas/console-content.ts is the contract they shape). */
import { bannerGroupPattern, contentLimits, contentRowPlatforms, noticeTypes, pageIdPattern, slugPattern } from '../../../schemas/console-content';
import { linkageTypes, popupExecutions } from '../../../schemas/content';
import { langCodes } from '../../../schemas/languages';
import { merchantCodePattern } from '../../domain/brand/merchant-resolver';

const merchant = { type: 'string', pattern: merchantCodePattern, description: 'Merchant code.' } as const;
const slug = { type: 'string', pattern: slugPattern, description: 'Lower-case letters, digits and dashes; 1–64.' } as const;
const pageId = { type: 'string', pattern: pageIdPattern, description: 'Lower-case letters, digits and dashes; 1–40.' } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const platform = { type: 'string', enum: [...contentRowPlatforms], description: 'ALL, W web, M mobile app.' } as const;
const sort = { type: 'integer', minimum: -100_000, maximum: 100_000 } as const;
const promotionType = { anyOf: [{ type: 'string', pattern: '^[A-Z0-9_]{1,32}$' }, { type: 'null' }] } as const;

/** Text per language: keys are language codes (the merchant's supportLanguages are checked by the gateway). */
function texts(maxLength: number, description: string) {
  return {
    type: 'object',
    propertyNames: { enum: [...langCodes] },
    additionalProperties: { type: 'string', maxLength },
    maxProperties: langCodes.length,
    description,
  } as const;
}
const titles = texts(contentLimits.titleMax, 'Plain text per language code; the default language required.');
const contents = texts(contentLimits.contentMax, 'HTML per language code, sanitised by the gateway before it is stored.');

export const merchantSlugParams = {
  type: 'object',
  required: ['merchant', 'slug'],
  additionalProperties: false,
  properties: { merchant, slug },
} as const;

export const merchantPageParams = {
  type: 'object',
  required: ['merchant', 'page'],
  additionalProperties: false,
  properties: { merchant, page: pageId },
} as const;

const scheduled = {
  startAt: instant,
  endAt: { anyOf: [instant, { type: 'null' }], description: 'After startAt (CONTENT_SCHEDULE_INVALID), or null: no end.' },
  enabled: { type: 'boolean', description: 'false: kept but not shown to players.' },
  sort,
} as const;
const scheduledRequired = ['startAt', 'endAt', 'enabled', 'sort'] as const;

const noticeProps = { type: { type: 'string', enum: [...noticeTypes], description: 'PL notice, H home notice, PR promotion.' }, promotionType, platform, title: titles, content: contents, ...scheduled } as const;
const noticeRequired = ['type', 'promotionType', 'platform', 'title', 'content', ...scheduledRequired] as const;
const popupProps = { execution: { type: 'string', enum: [...popupExecutions], description: 'Audience: A logged-in members, B anonymous visitors, F first login.' }, promotionType, platform, title: titles, content: contents, ...scheduled } as const;
const popupRequired = ['execution', 'promotionType', 'platform', 'title', 'content', ...scheduledRequired] as const;
const bannerProps = {
  groupName: { type: 'string', pattern: bannerGroupPattern, description: 'w_home, w_login, w_register, w_forget or another w_<name>.' },
  title: titles,
  imagePath: { type: 'string', maxLength: 500, pattern: '^/lgw/media/[0-9a-f]{64}\\.(svg|png|webp|jpg)$', description: 'An uploaded image (POST banner-images) or the current one.' },
  linkageType: { type: 'string', enum: [...linkageTypes] },
  linkTarget: { anyOf: [{ type: 'string', minLength: 1, maxLength: 500 }, { type: 'null' }], description: 'https URL, in-app path, or vendor nodeId; null for NONE.' },
  platform,
  ...scheduled,
} as const;
const bannerRequired = ['groupName', 'title', 'imagePath', 'linkageType', 'linkTarget', 'platform', ...scheduledRequired] as const;
const helpProps = { category: slug, title: titles, content: contents, sort, enabled: { type: 'boolean' } } as const;
const helpRequired = ['category', 'title', 'content', 'sort', 'enabled'] as const;

function body(props: Record<string, unknown>, required: readonly string[], withSlug: boolean) {
  return {
    type: 'object',
    additionalProperties: false,
    required: withSlug ? ['slug', ...required] : [...required],
    properties: withSlug ? { slug, ...props } : props,
  } as const;
}

export const noticeCreateBody = body(noticeProps, noticeRequired, true);
export const noticeReplaceBody = body(noticeProps, noticeRequired, false);
export const popupCreateBody = body(popupProps, popupRequired, true);
export const popupReplaceBody = body(popupProps, popupRequired, false);
export const bannerCreateBody = body(bannerProps, bannerRequired, true);
export const bannerReplaceBody = body(bannerProps, bannerRequired, false);
export const helpCreateBody = body(helpProps, helpRequired, true);
export const helpReplaceBody = body(helpProps, helpRequired, false);

export const pageBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'enabled', 'sections'],
  properties: {
    title: titles,
    enabled: { type: 'boolean' },
    sections: {
      type: 'array',
      maxItems: contentLimits.sectionsMax,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'title', 'content'],
        properties: { key: pageId, title: texts(contentLimits.titleMax, 'Plain text per language; may be empty.'), content: contents },
      },
    },
  },
} as const;

/** base64 of at most imageMaxBytes (4/3 of it, rounded up to whole quads). */
const imageBase64Max = Math.ceil(contentLimits.imageMaxBytes / 3) * 4;
export const bannerImageBodyLimit = imageBase64Max + 1024;

export const bannerImageBody = {
  type: 'object',
  additionalProperties: false,
  required: ['image'],
  properties: { image: { type: 'string', minLength: 1, maxLength: imageBase64Max, description: 'A PNG, base64; at most 1 MiB and 2560 × 1440 px. Decoded and re-encoded.' } },
} as const;

export const previewBody = {
  type: 'object',
  additionalProperties: false,
  required: ['texts'],
  properties: { texts: contents },
} as const;

// ---- answers ----

const stored = { slug, updatedAt: instant } as const;
const answerObject = (props: Record<string, unknown>) => ({ type: 'object', additionalProperties: false, required: Object.keys(props), properties: props }) as const;

const noticeItem = answerObject({ ...stored, ...noticeProps });
const popupItem = answerObject({ ...stored, ...popupProps });
const bannerItem = answerObject({ ...stored, ...bannerProps, imagePath: { type: 'string' }, imageWidth: { type: 'integer' }, imageHeight: { type: 'integer' } });
const helpItem = answerObject({ ...stored, ...helpProps });
const pageItem = answerObject({ page: { type: 'string' }, updatedAt: instant, title: titles, enabled: { type: 'boolean' }, sections: pageBody.properties.sections });

const list = (item: object) => answerObject({ items: { type: 'array', items: item } });

export const noticeAnswer = noticeItem;
export const popupAnswer = popupItem;
export const bannerAnswer = bannerItem;
export const helpAnswer = helpItem;
export const pageAnswer = pageItem;
export const noticeListAnswer = list(noticeItem);
export const popupListAnswer = list(popupItem);
export const bannerListAnswer = list(bannerItem);
export const pageListAnswer = list(pageItem);
export const helpListAnswer = answerObject({
  categories: { type: 'array', items: answerObject({ slug: { type: 'string' }, title: titles }) },
  items: { type: 'array', items: helpItem },
});
export const deletedAnswer = answerObject({ deleted: { type: 'string' } });
export const imageUploadedAnswer = answerObject({ path: { type: 'string' }, width: { type: 'integer' }, height: { type: 'integer' }, bytes: { type: 'integer' } });
export const previewAnswer = answerObject({ texts: { type: 'object', additionalProperties: { type: 'string' } } });
export const languagesAnswer = answerObject({ defaultLang: { type: 'string' }, supportLanguages: { type: 'array', items: { type: 'string' } } });
