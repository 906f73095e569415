/**
 * The well-formed request of an operation for a role: the schema's smallest valid values
 * (openapi-operations.ts), then the access matrix row's fixed parts, then its prepared parts.
 * Used by the access matrix and, without the prepared parts, by the OpenAPI fuzz suite.
 */
import type { AccessRow, RequestParts } from '../http/access-matrix';
import type { AccessKit, AccessRequest } from './access-kit';
import { merchant } from './access-kit';
import { exampleOf, exampleQuery, urlOf, type Operation } from './openapi-operations';

export interface WellFormed {
  method: Operation['method'];
  params: Record<string, string>;
  query: Record<string, string>;
  /** A JSON body (absent when the operation takes none), or the plaintext of a sealed body. */
  body?: Record<string, unknown>;
  sealed: boolean;
  multipart?: RequestParts['multipart'];
  headers: Record<string, string>;
}

export function wellFormed(op: Operation, row: AccessRow | undefined, prepared: RequestParts = {}): WellFormed {
  const parts = [row?.request ?? {}, prepared];
  const params: Record<string, string> = Object.assign({}, ...parts.map((p) => p.params ?? {}));
  const query: Record<string, string> = Object.assign(exampleQuery(op, merchant), ...parts.map((p) => p.query ?? {}));
  const headers: Record<string, string> = Object.assign({}, ...parts.map((p) => p.headers ?? {}));
  const multipart = prepared.multipart ?? row?.request?.multipart;
  let body: Record<string, unknown> | undefined;
  if (op.sealed) body = Object.assign({}, ...parts.map((p) => p.sealed ?? {}));
  else if (op.body) {
    const given = parts.filter((p) => p.body !== undefined);
    // A body of one of several shapes (oneOf) is the row's alone: merged with another shape's example it fits none.
    const base = op.body.oneOf && given.length > 0 ? {} : (exampleOf(op.body) as Record<string, unknown>);
    body = Object.assign({}, base, ...given.map((p) => p.body));
  }
  for (const p of op.pathParams) {
    if (params[p.name] === undefined) throw new Error(`${op.key}: the access matrix row gives no value for the path parameter ${p.name}`);
  }
  for (const [k, v] of Object.entries(body ?? {})) {
    if (v === null && !op.sealed) throw new Error(`${op.key}: the access matrix row gives no value for the body field ${k} (its pattern is not solved here)`);
  }
  return { method: op.method, params, query, body, sealed: op.sealed, multipart, headers };
}

/** The request as it goes out (a sealed body sealed now: every call spends a new nonce). */
export async function toRequest(kit: AccessKit, op: Operation, w: WellFormed): Promise<AccessRequest> {
  const req: AccessRequest = { method: w.method, url: urlOf(op, w.params, w.query), headers: w.headers };
  if (w.multipart) req.multipart = w.multipart;
  else if (w.body !== undefined) req.body = w.sealed ? await kit.seal(w.body) : w.body;
  return req;
}
