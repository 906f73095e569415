/**
 * Every route the app registers (collected by an onRoute hook), so the not-found handler can
 * tell "no such path" (404) from "path exists, other method" (405, with Allow), and tests can
 * check that each route has its schemas and appears in the OpenAPI document.
 */
import type { RouteOptions } from 'fastify';
import { isApiPath } from '../../schemas/api-paths';

export interface RouteRecord {
  methods: string[];
  url: string;
  hidden: boolean;
  schema: RouteOptions['schema'];
}

export interface RouteTable {
  records: RouteRecord[];
  add(route: RouteOptions): void;
  /** Methods registered for a concrete API path, e.g. ['GET', 'HEAD']; empty when none. */
  allowedMethods(path: string): string[];
}

function toRegExp(url: string): RegExp {
  const body = url
    .split('/')
    .map((seg) => {
      if (seg === '*') return '.*';
      if (seg.startsWith(':')) return '[^/]+';
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${body}$`);
}

export function createRouteTable(): RouteTable {
  const records: RouteRecord[] = [];
  const matchers: { re: RegExp; methods: string[] }[] = [];
  return {
    records,
    add(route) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) =>
        m.toUpperCase(),
      );
      const schema = route.schema;
      const hidden = Boolean(schema && (schema as { hide?: boolean }).hide);
      records.push({ methods, url: route.url, hidden, schema });
      if (isApiPath(route.url)) matchers.push({ re: toRegExp(route.url), methods });
    },
    allowedMethods(path) {
      const found = new Set<string>();
      for (const m of matchers) if (m.re.test(path)) m.methods.forEach((x) => found.add(x));
      return [...found].sort();
    },
  };
}
