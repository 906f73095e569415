/**
 * Input and response schemas of the vendor-menu, announcement, help-centre, content-page and
 * image routes (schemas/content.ts). Responses double as serializers: a field not listed here
 * never leaves the gateway. Lists in a query are comma-separated (types=B,PU).
 */
import { announcementTypes, contentPlatforms, helpDevices, linkageTypes, popupExecutions } from '../../schemas/content';
import { categoryOrder } from '../../schemas/game-categories';
import { langCodes } from '../../schemas/languages';
import { merchantCodeSchema, merchantQuerySchema } from '../http/common-schemas';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const isoDate = { type: 'string', format: 'date-time' } as const;
const nullableIsoDate = { type: ['string', 'null'], format: 'date-time' } as const;

function object(properties: Record<string, object>, description?: string) {
  return { type: 'object', required: Object.keys(properties), additionalProperties: false, properties, ...(description ? { description } : {}) };
}

function listPattern(item: string, max: number): string {
  return `^(${item})(,(${item})){0,${max - 1}}$`;
}

export const langSchema = { type: 'string', enum: langCodes, description: 'Language code (schemas/languages.ts), e.g. EN, CN, TW.' } as const;
export const gameTypeSchema = { type: 'string', enum: [...categoryOrder] } as const;
const served = { ...langSchema, description: 'Language the text is in: the requested one, or the brand default when it has none.' };

/** A query schema: the development merchant override plus the given parameters. */
export function merchantQuery(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', additionalProperties: false, required, properties: { ...merchantQuerySchema.properties, ...properties } };
}

// ---- vendor menus ----

export const vendorMenusQuery = merchantQuery({ gameType: { ...gameTypeSchema, description: 'Only this game type.' } });
export const gameVendorQuery = merchantQuery(
  {
    merchantCode: { ...merchantCodeSchema, description: 'Must name the merchant of the request (§7 "by merchantCode").' },
    gameType: { ...gameTypeSchema, description: 'Only this game type.' },
  },
  ['merchantCode'],
);

const vendorMenuItem = object({
  nodeId: str,
  vassalage: str,
  gameType: gameTypeSchema,
  displayName: str,
  maintenance: { type: 'boolean' },
  iconUrl: { ...str, description: 'Generated /lgw/icons/vendor/<vassalage>.svg, or an operator-set image.' },
  sort: int,
});

export const vendorMenuSchema = object(
  { vendors: { type: 'array', items: vendorMenuItem } },
  'Vendors in navigation order (category order, then sort, then name); the brand decides e-sports, cockfight and in-house.',
);

// ---- announcements ----

export const announcementsQuery = merchantQuery(
  {
    lang: langSchema,
    platform: { type: 'string', enum: contentPlatforms, default: 'W', description: 'W web (§7), M mobile app.' },
    types: { type: 'string', pattern: listPattern(announcementTypes.join('|'), 5), default: announcementTypes.join(','), description: 'Comma-separated: B banners, PL player notices, PU popups, PR promotions, H home notices.' },
    execution: { type: 'string', pattern: listPattern(popupExecutions.join('|'), 3), description: 'Popup audiences, comma-separated: A logged in, B anonymous, F first login. Absent: all.' },
    groups: { type: 'string', pattern: listPattern('w_[a-z0-9_]{1,40}', 20), description: 'Banner groups, comma-separated (w_home, w_login, w_register, w_forget …). Absent: all.' },
    pageNum: { type: 'integer', minimum: 1, maximum: 10000, default: 1, description: 'Popup page (8 per page, §9).' },
  },
  ['lang'],
);

const localisedBase = { id: str, title: str, content: { ...str, description: 'Sanitised HTML.' }, startDateStr: isoDate, endDateStr: nullableIsoDate, lang: served };

const bannerSchema = object({
  id: str,
  groupName: str,
  title: { ...str, description: 'Plain text: alt text and caption.' },
  url: { ...str, description: 'Image URL.' },
  width: int,
  height: int,
  linkageType: { type: 'string', enum: linkageTypes },
  linkTarget: { type: ['string', 'null'], description: 'URL: https address; ROUTE: in-app path; GAME: vendor nodeId; NONE: null.' },
  lang: served,
});

const noticeSchema = object({ ...localisedBase, type: { type: 'string', enum: ['PL', 'H'] } });
const popupSchema = object({ ...localisedBase, execution: { type: 'string', enum: popupExecutions }, promotionType: { type: ['string', 'null'] } });
const promotionSchema = object({ ...localisedBase, promotionType: { type: ['string', 'null'] } });

export const announcementsSchema = object({
  lang: langSchema,
  banners: { type: 'array', items: bannerSchema },
  notices: { type: 'array', items: noticeSchema },
  popup: object({ content: { type: 'array', items: popupSchema }, pageNum: int, pageSize: int, total: int, totalPages: int }),
  promotion: { type: 'array', items: promotionSchema },
});

// ---- help centre and content pages ----

export const helpCenterQuery = merchantQuery({ lang: langSchema, device: { type: 'string', enum: helpDevices } }, ['lang', 'device']);

const helpArticleSchema = object({ id: str, title: str, content: { ...str, description: 'Sanitised HTML.' }, lang: served });
export const helpCenterSchema = object({
  lang: langSchema,
  categories: { type: 'array', items: object({ id: str, title: str, lang: served, articles: { type: 'array', items: helpArticleSchema } }) },
});

export const contentPageParams = object({ page: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,39}$', description: 'Page id: home, join, sponsor1, sponsor2, sponsor3, seamless, terms, privacy, responsible-gaming, or one an operator added.' } });
export const contentPageQuery = merchantQuery({ lang: langSchema }, ['lang']);

export const contentPageSchema = object({
  page: str,
  lang: langSchema,
  title: str,
  sections: { type: 'array', items: object({ key: str, title: str, content: { ...str, description: 'Sanitised HTML.' }, lang: served }) },
  rebates: { type: 'array', description: 'Home page: §9 rebate rates (percent) of the offered game types.', items: object({ gameType: gameTypeSchema, rate: { type: 'number' } }) },
});

// ---- images ----

export const imageResponse = { description: 'The image.', type: 'string', format: 'binary' } as const;
