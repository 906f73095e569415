/**
 * Identity calls for gateway tests, as the browser makes them: the seal key from the permission
 * answer, sealed login and password bodies, Bearer tokens, and codes read from the dev outbox.
 *
 *   const client = identityClient(gw.app, 'aurora');
 *   const { body } = await client.login({ type: 'username', username: 'player01', password: demoPassword });
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { LoginAnswer, OutboxMessage } from '../../schemas/identity';
import type { PermissionResponse } from '../../schemas/permission';
import type { SealPublicKey } from '../../schemas/sealed-payload';
import { sealPayload, type SealOptions } from './seal-payload';

export interface Call<T> {
  res: LightMyRequestResponse;
  body: Envelope<T>;
}

export interface RequestOptions {
  ip?: string;
  token?: string | null;
  cookie?: string;
  seal?: SealOptions;
  /** The clock sealed payloads are stamped with (the gateway's, when a test moves it). */
  now?: () => number;
}

export function identityClient(app: FastifyInstance, merchant: string, defaults: RequestOptions = {}) {
  let key: SealPublicKey | null = null;
  const sealKey = async () => {
    if (key) return key;
    const res = await app.inject({ url: apiPaths.permission, headers: { merchant } });
    key = res.json<Envelope<PermissionResponse>>().value?.info.sealKey ?? null;
    if (!key) throw new Error('permission answer has no sealKey');
    return key;
  };
  const headers = (o: RequestOptions) => {
    const h: Record<string, string> = { merchant };
    const token = o.token === undefined ? defaults.token : o.token;
    if (token) h.authorization = `Bearer ${token}`;
    const cookie = o.cookie ?? defaults.cookie;
    if (cookie) h.cookie = cookie;
    return h;
  };
  async function call<T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload: object | undefined, o: RequestOptions = {}): Promise<Call<T>> {
    const res = await app.inject({ method, url, payload, headers: headers(o), remoteAddress: o.ip ?? defaults.ip ?? '127.0.0.1' });
    return { res, body: res.json<Envelope<T>>() };
  }
  async function sealed<T>(url: string, fields: object, o: RequestOptions = {}): Promise<Call<T>> {
    const now = o.now ?? defaults.now ?? Date.now;
    return call<T>('POST', url, await sealPayload(await sealKey(), fields, { ts: now(), ...(o.seal ?? defaults.seal) }), o);
  }
  return {
    sealKey,
    call,
    sealed,
    login: (fields: object, o: RequestOptions = {}) => sealed<LoginAnswer>(apiPaths.login, fields, o),
    verify: (challenge: string, code: string, o: RequestOptions = {}) => call<LoginAnswer>('POST', apiPaths.loginVerify, { challenge, code }, o),
    outbox: async (target: string): Promise<OutboxMessage[]> => {
      const res = await app.inject({ url: `${apiPaths.devOutbox}?target=${encodeURIComponent(target)}` });
      return res.json<Envelope<{ messages: OutboxMessage[] }>>().value?.messages ?? [];
    },
    /** The 6-digit code of the newest outbox message to the target. */
    lastCode: async (target: string): Promise<string> => {
      const res = await app.inject({ url: `${apiPaths.devOutbox}?target=${encodeURIComponent(target)}&limit=1` });
      const text = res.json<Envelope<{ messages: OutboxMessage[] }>>().value?.messages[0]?.body ?? '';
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      if (!code) throw new Error(`no code in the outbox for ${target}`);
      return code;
    },
  };
}

export type IdentityClient = ReturnType<typeof identityClient>;
