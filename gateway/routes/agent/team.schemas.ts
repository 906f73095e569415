/** JSON schemas of the agent centre's team reads (schemas/agent.ts); every route has one. */
import { contractKinds, maxPageSize, reportPeriods, teamTransactionKinds } from '../../../schemas/agent';
import { merchantQuerySchema } from '../../http/common-schemas';
import { langSchema } from '../content.schemas';

const int = { type: 'integer' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;
const day = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD in the reporting zone (UTC+8).' } as const;
const merchant = merchantQuerySchema.properties.merchant;

const object = (properties: Record<string, object>, required: string[] = Object.keys(properties)) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

const money = { currency: { type: 'string', pattern: '^[A-Z]{3}$' }, minorDigits: { type: 'integer', minimum: 0, maximum: 4 } };
const paged = (item: object) => ({ items: { type: 'array', items: item }, page: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1 }, total: count });

// ---------------------------------------------------------------- queries
const periodProps = {
  period: { type: 'string', enum: reportPeriods, description: 'Default today. from/to only with custom (≤ 92 days).' },
  from: day,
  to: day,
};
const pageProps = {
  page: { type: 'integer', minimum: 1, maximum: 100000, description: '1-based.' },
  pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize },
};
const category = { type: 'string', pattern: '^[A-Z]{2,16}$', description: 'Game category (schemas/game-categories.ts).' } as const;
const vendor = { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,31}$', description: 'Vendor vassalage.' } as const;
const filterProps = {
  memberId: { ...uuid, description: 'A member of my team (404 NOT_IN_TEAM otherwise).' },
  category,
  vendor,
};
/** On the ledger lists (team transactions, account changes): only game rounds, of that category / vendor. */
const roundFilterProps = {
  category: { ...category, description: 'Only game rounds of this category (schemas/game-categories.ts).' },
  vendor: { ...vendor, description: 'Only game rounds of this vendor (vassalage).' },
};
const query = (properties: Record<string, object>) => ({ type: 'object', additionalProperties: false, properties: { ...properties, merchant } }) as const;

export const overviewQuery = query(periodProps);
export const teamQuery = query({
  ...pageProps,
  parentId: { ...uuid, description: 'A member of my team whose direct downlines to list (default me).' },
  search: { type: 'string', minLength: 1, maxLength: 64, description: 'Account or nickname contains (case-insensitive), in my whole team.' },
});
export const reportQuery = query({ ...periodProps, ...pageProps, ...filterProps });
export const transactionsQuery = query({
  ...periodProps,
  ...pageProps,
  ...roundFilterProps,
  memberId: filterProps.memberId,
  kind: { type: 'string', enum: teamTransactionKinds, description: 'Default: every money kind (game_round not included).' },
});
export const profitLossQuery = query({ ...periodProps, ...pageProps, ...filterProps, memberId: { ...uuid, description: 'Whose direct downlines (me by default); a member of my team.' } });
export const accountChangesQuery = query({ ...periodProps, ...pageProps, ...roundFilterProps });
export const announcementsQuery = query({ lang: { ...langSchema, description: "Language of the texts (default the brand's)." } });

// ---------------------------------------------------------------- answers
const range = object({ period: { type: 'string', enum: reportPeriods }, from: day, to: day, timeZone: str });

export const overviewSchema = object({
  ...money,
  range,
  teamSize: count,
  newDownlines: count,
  activePeople: count,
  depositsMinor: int,
  withdrawalsMinor: int,
  betMinor: int,
  teamProfitLossMinor: int,
  myIncomeMinor: int,
  trend: { type: 'array', items: object({ day, betMinor: int, teamProfitLossMinor: int, depositsMinor: int, activePeople: count }) },
});

const ratios = object(Object.fromEntries(contractKinds.map((k) => [k, { type: ['integer', 'null'] }])));
const teamMember = object({
  id: str,
  account: str,
  nickname: nullableStr,
  isAgent: { type: 'boolean' },
  level: { type: 'integer', minimum: 1 },
  teamSize: count,
  directCount: count,
  registeredAt: str,
  lastLoginAt: nullableStr,
  balanceMinor: { type: ['integer', 'null'] },
  contractRatios: ratios,
});
export const teamSchema = object({ ...money, ...paged(teamMember), path: { type: 'array', items: object({ id: str, account: str }) } });

const bettingFigures = { rounds: count, betMinor: int, winMinor: int, profitLossMinor: int };
export const teamBettingSchema = object({
  ...money,
  range,
  ...paged(object({ memberId: str, account: str, ...bettingFigures })),
  totals: object(bettingFigures),
});

export const teamTransactionsSchema = object({
  ...money,
  range,
  ...paged(object({ id: str, at: str, memberId: str, account: str, kind: { type: 'string', enum: teamTransactionKinds }, amountMinor: int, memo: str })),
  totals: object({ depositsMinor: int, withdrawalsMinor: int, netMinor: int, count }),
});

const plFigures = { teamSize: count, depositsMinor: int, withdrawalsMinor: int, betMinor: int, winMinor: int, profitLossMinor: int };
export const profitLossSchema = object({
  ...money,
  range,
  ...paged(object({ memberId: str, account: str, isAgent: { type: 'boolean' }, ...plFigures })),
  totals: object(plFigures),
});

export const accountChangesSchema = object({
  ...money,
  range,
  ...paged(object({ id: str, at: str, kind: str, wallet: { type: 'string', pattern: '^(main|[A-Z][A-Z0-9_]{0,31})$' }, amountMinor: int, balanceAfterMinor: int, memo: str })),
});

export const announcementsSchema = { type: 'array', items: object({ id: str, title: str, content: str, startDateStr: str }) } as const;
