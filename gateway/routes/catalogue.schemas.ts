/**
 * Input and response schemas of the game catalogue, favourite, launch and demo vendor routes
 * (schemas/catalogue.ts). Responses double as serializers: a field not listed never leaves.
 * Node ids are numeric text; vendor codes follow the vendors.vassalage rule; texts are short.
 */
import { gameListMaxPageSize, isGameValues, slotSubcategoryCodes, winnerBoardLimit } from '../../schemas/catalogue';
import { envelopeSchema } from '../../schemas/envelope';
import { merchantCodeSchema } from '../http/common-schemas';
import { gameTypeSchema, langSchema, merchantQuery } from './content.schemas';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const bool = { type: 'boolean' } as const;

function object(properties: Record<string, object>, description?: string) {
  return { type: 'object', required: Object.keys(properties), additionalProperties: false, properties, ...(description ? { description } : {}) };
}

export const gameNodeIdSchema = { type: 'string', pattern: '^[1-9][0-9]{0,9}$', description: 'Game node id (numeric).' } as const;
export const vendorCodeSchema = { type: 'string', pattern: '^[A-Z0-9][A-Z0-9_]{0,31}$', description: 'Vendor code (vassalage), e.g. PG, EVO, TCG_LOTTO_VN.' } as const;
export const vendorNodeIdSchema = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$', description: 'Vendor node id, e.g. LIVE-EVO.' } as const;
const subcategorySchema = { type: 'string', enum: slotSubcategoryCodes, description: 'Slot subcategory (§3): SC, VP, JP, TG, AC, BG.' } as const;
const pageNum = { type: 'integer', minimum: 1, maximum: 100000, default: 1 } as const;
const pageSize = { type: 'integer', minimum: 1, maximum: gameListMaxPageSize, default: 30 } as const;
const optionalLang = { ...langSchema, description: 'Language of the names; absent: the brand default.' };

// ---- items ----

export const gameItemSchema = object({
  nodeId: gameNodeIdSchema,
  gameCode: str,
  displayName: str,
  vassalage: str,
  vendorNodeId: str,
  gameType: gameTypeSchema,
  iconUrl: str,
  supportPlay: { type: 'integer', enum: [0, 1], description: '0 shows the free-trial button (§2.8).' },
  isGame: { type: 'string', enum: isGameValues },
  subcategory: { type: ['string', 'null'], enum: [...slotSubcategoryCodes, null] },
  minBet: { ...num, description: 'Major units.' },
  lines: int,
  popularity: int,
  maintenance: { ...bool, description: 'Game or vendor under maintenance: launching answers GAME_MAINTENANCE.' },
});

export function pageSchema(item: object, description?: string) {
  return object({ content: { type: 'array', items: item }, pageNum: int, pageSize: int, total: int, totalPages: int }, description);
}

const gameListSchema = { type: 'array', items: gameItemSchema } as const;

// ---- game list, vendor cards, hot, popular, winners, rooms ----

export const gameListQuery = merchantQuery({
  lang: optionalLang,
  gameType: gameTypeSchema,
  vendor: { ...vendorCodeSchema, description: 'Only this vendor (with gameType when its code serves several types).' },
  subcategory: subcategorySchema,
  name: { type: 'string', maxLength: 40, pattern: '^[^\\u0000-\\u001f\\u007f]*$', description: 'Part of the display name in lang (case-insensitive).' },
  minBet: { type: 'number', minimum: 0, maximum: 1000000, description: 'Minimum bet at least this (major units; §9 hint 1).' },
  lines: { type: 'integer', minimum: 0, maximum: 100000, description: 'Lines at least this (§9 hint 25).' },
  sort: { type: 'string', enum: ['default', 'popular', 'name'], default: 'default', description: 'default: vendor order then the vendor\'s own order.' },
  pageNum,
  pageSize,
});
export const gamePageSchema = pageSchema(gameItemSchema, 'A page of games; a pageNum past totalPages answers 400 PAGE_OUT_OF_RANGE.');

export const vassGameTypeQuery = merchantQuery({ gameType: gameTypeSchema });
export const vendorCardsSchema = object({
  vendors: {
    type: 'array',
    items: object({ nodeId: str, vassalage: str, gameType: gameTypeSchema, displayName: str, isGame: { type: 'string', enum: isGameValues }, maintenance: bool, iconUrl: str, gameCount: int }),
  },
});

export const hotGamesQuery = merchantQuery(
  {
    merchantCode: { ...merchantCodeSchema, description: 'Must name the merchant of the request.' },
    isPlatform: { type: 'integer', enum: [1, 2], default: 2, description: '§7: 2.' },
    platform: { type: 'string', pattern: '^[a-z0-9-]{1,20}(,[a-z0-9-]{1,20}){0,5}$', default: 'flash,html5-desktop', description: '§7: flash,html5-desktop.' },
    language: optionalLang,
    gameType: gameTypeSchema,
    limit: { type: 'integer', minimum: 1, maximum: 50, default: winnerBoardLimit },
  },
  ['merchantCode'],
);
export const gamesSchema = object({ games: gameListSchema });

export const popularQuery = merchantQuery({ lang: optionalLang, gameType: gameTypeSchema, limit: { type: 'integer', minimum: 1, maximum: 50, default: 12 } });

export const rankListQuery = merchantQuery({
  gameCategory: { type: 'string', enum: ['ALL', ...gameTypeSchema.enum], default: 'ALL' },
  language: optionalLang,
  limitNum: { type: 'integer', minimum: 1, maximum: 50, default: winnerBoardLimit },
});
export const winnersSchema = object({
  winners: {
    type: 'array',
    items: object({
      vo: object({ account: str, nodeId: str, displayName: str, vassalage: str, gameType: gameTypeSchema, iconUrl: str, winAmount: num, winTime: { type: 'string', format: 'date-time' } }),
    }),
  },
});

export const roomListQuery = merchantQuery({ nodeId: { ...vendorNodeIdSchema, description: 'LIVE vendor node id.' }, lang: optionalLang }, ['nodeId']);
export const roomsSchema = object({
  rooms: { type: 'array', items: object({ nodeId: str, displayName: str, vassalage: str, dealer: str, minBet: num, maxBet: num, players: int, maintenance: bool }) },
});

export const catalogueQuery = merchantQuery({ gameType: { ...gameTypeSchema, default: 'RNG' }, lang: optionalLang });

// ---- favourites and recent ----

export const favouriteBody = {
  type: 'object',
  required: ['nodeId', 'vendor', 'gameType'],
  additionalProperties: false,
  properties: { nodeId: gameNodeIdSchema, vendor: vendorCodeSchema, gameType: gameTypeSchema },
} as const;
export const favouriteQuery = merchantQuery({ nodeId: gameNodeIdSchema, vendor: vendorCodeSchema, gameType: gameTypeSchema }, ['nodeId', 'vendor', 'gameType']);
export const favouriteIdsSchema = object({ nodeIds: { type: 'array', items: str } }, 'Favourite node ids, newest first (§3 "kept as a list").');
export const favouriteChangeSchema = object({ nodeId: str, favourite: bool, changed: { ...bool, description: 'false when it already was so (idempotent).' } });
export const listQuery = merchantQuery({ lang: optionalLang, pageNum, pageSize });

// ---- launch ----

export const launchBody = {
  type: 'object',
  required: ['vendor', 'gameType'],
  additionalProperties: false,
  properties: {
    nodeId: { ...gameNodeIdSchema, description: 'The game; absent: the vendor\'s lobby (vendors with isGame GAME).' },
    vendor: vendorCodeSchema,
    gameType: gameTypeSchema,
    lang: optionalLang,
    platform: { type: 'string', enum: ['W', 'M'], default: 'W' },
    demo: { type: 'boolean', default: false, description: 'Free demo (READINGS #11): no session needed, only for a game with supportPlay 0; play money, no wallet.' },
  },
} as const;
export const launchSchema = object({ url: str, nodeId: str, lang: langSchema, expiresInSeconds: int });
export const maintenanceEnvelope = {
  ...envelopeSchema(object({ suggestions: gameListSchema })),
  description: 'GAME_MAINTENANCE: the game or its vendor is under maintenance; value.suggestions are popular games to offer instead (§8).',
};

// ---- demo vendor ----

const tokenSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } as const;
export const demoSessionBody = { type: 'object', required: ['ticket'], additionalProperties: false, properties: { ticket: tokenSchema } } as const;
export const demoSessionSchema = object({
  playToken: str,
  nodeId: str,
  displayName: str,
  vassalage: str,
  gameType: gameTypeSchema,
  iconUrl: str,
  lang: langSchema,
  dir: { type: 'string', enum: ['ltr', 'rtl'] },
  betsMinor: { type: 'array', items: int },
  balanceMinor: int,
  currency: { type: ['string', 'null'] },
  lobbyUrl: str,
  demo: { ...bool, description: 'A free demo (no account): balanceMinor is play money, no wallet moves (docs/decisions/020).' },
});
export const demoSpinBody = {
  type: 'object',
  required: ['playToken', 'roundId', 'betMinor'],
  additionalProperties: false,
  properties: { playToken: tokenSchema, roundId: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' }, betMinor: { type: 'integer', minimum: 1, maximum: 100000000 } },
} as const;
export const demoSpinSchema = object({ reels: { type: 'array', items: str }, betMinor: int, winMinor: int, balanceMinor: int });
