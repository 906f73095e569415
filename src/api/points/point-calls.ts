/**
 * The points mall and VIP calls (schemas/points.ts, docs/decisions/049): reads with the session;
 * redeem and convert sealed (§7 "Encrypted payloads"), resealed once for a new key.
 */
import type { PageQuery } from '../../../schemas/payments';
import {
  pointPaths,
  type ConvertFields,
  type ExchangeStatus,
  type PointBalanceAnswer,
  type PointConfigAnswer,
  type PointEntryPage,
  type PointExchange,
  type PointExchangePage,
  type PointRewardsAnswer,
  type RedeemFields,
  type VipAnswer,
} from '../../../schemas/points';
import { apiRequestAt, isApiError, type QueryValue } from '../client';
import type { SealKeySource } from '../identity/login-sealed-call';
import { sealPayload } from '../seal';
import { present } from '../wallet/wallet-calls';

export const pointKeys = {
  all: ['points'] as const,
  balance: ['points', 'balance'] as const,
  config: ['points', 'config'] as const,
  rewards: (lang: string) => ['points', 'rewards', lang] as const,
  exchanges: (q: PageQuery & { status?: ExchangeStatus }) => ['points', 'exchanges', q] as const,
  details: (q: PageQuery) => ['points', 'details', q] as const,
  vip: ['points', 'vip'] as const,
};

const get = async <T>(path: string, query: Record<string, QueryValue> = {}, signal?: AbortSignal) => present(await apiRequestAt<T>(path, { query, signal }));

export const fetchPointBalance = (signal?: AbortSignal) => get<PointBalanceAnswer>(pointPaths.balance, {}, signal);
export const fetchPointConfig = (signal?: AbortSignal) => get<PointConfigAnswer>(pointPaths.config, {}, signal);
export const fetchPointRewards = (lang: string, signal?: AbortSignal) => get<PointRewardsAnswer>(pointPaths.rewards, { lang }, signal);
export const fetchPointExchanges = (q: PageQuery & { status?: ExchangeStatus }, signal?: AbortSignal) => get<PointExchangePage>(pointPaths.exchanges, q as Record<string, QueryValue>, signal);
export const fetchPointDetails = (q: PageQuery, signal?: AbortSignal) => get<PointEntryPage>(pointPaths.details, q as Record<string, QueryValue>, signal);
export const fetchVip = (signal?: AbortSignal) => get<VipAnswer>(pointPaths.vip, {}, signal);

async function sealedPost<T>(path: string, fields: object, keys: SealKeySource, query: Record<string, QueryValue> = {}): Promise<T> {
  const send = async (key: ReturnType<SealKeySource['current']>) => present(await apiRequestAt<T>(path, { method: 'POST', query, body: await sealPayload(key, fields) }));
  try {
    return await send(keys.current());
  } catch (error) {
    if (!isApiError(error) || error.code !== 'SEAL_KEY_UNKNOWN') throw error;
    return send(await keys.refresh());
  }
}

export const redeemProduct = (fields: RedeemFields, lang: string, keys: SealKeySource) => sealedPost<PointExchange>(pointPaths.redeem, fields, keys, { lang });
export const convertPoints = (fields: ConvertFields, keys: SealKeySource) => sealedPost<PointExchange>(pointPaths.convert, fields, keys);
