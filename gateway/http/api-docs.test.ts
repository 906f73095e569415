import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { contentSecurityPolicy } from './security-headers';

/** Fastify path -> OpenAPI path: /a/:id -> /a/{id}, /a/* -> /a/{*}. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
}

describe('OpenAPI document', () => {
  let gw: TestGateway;
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, unknown>>;
    components: { schemas: Record<string, unknown> };
  };
  beforeAll(async () => {
    gw = await createTestGateway();
    doc = (await gw.app.inject({ url: '/api-docs/json' })).json();
  });
  afterAll(() => gw.close());

  const documented = () =>
    gw.app.gateway.routes.records.filter(
      (r) => !r.hidden && !(r.methods.length === 1 && r.methods[0] === 'HEAD'),
    );

  it('is OpenAPI 3.1 with the shared schemas as components', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['FieldProblem', 'ModuleNode', 'FieldRule', 'RegisterRules', 'ModuleFlags']),
    );
  });

  it('lists every route the app serves', () => {
    const routes = documented();
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/wps/system/permission',
        '/wps/system/status',
        '/wps/system/whitelabel',
        '/wps/system/setting/register',
        '/wps/system/health',
        '/brands/:merchant/*',
      ]),
    );
    for (const r of routes) {
      for (const m of r.methods.filter((x) => x !== 'HEAD')) {
        expect([r.url, m, doc.paths[openApiPath(r.url)]?.[m.toLowerCase()] !== undefined]).toEqual([
          r.url,
          m,
          true,
        ]);
      }
    }
  });

  it('every route has an input schema and success and error response schemas', () => {
    for (const r of documented()) {
      const s = r.schema as Record<string, unknown> & { response?: Record<string, unknown> };
      const inputs = ['querystring', 'params', 'headers', 'body'].filter((k) => s[k] !== undefined);
      expect([r.url, inputs.length > 0]).toEqual([r.url, true]);
      // Success is 200, or 302 for browser navigations (social login's start and callback).
      const success = Object.keys(s.response ?? {}).includes('302') ? '302' : '200';
      expect([r.url, Object.keys(s.response ?? {})]).toEqual([r.url, expect.arrayContaining([success, '4xx'])]);
    }
  });

  it('serves a readable page under the same CSP, with no inline script', async () => {
    const page = await gw.app.inject({ url: '/api-docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy);
    const scripts = page.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((tag) => /\ssrc=/.test(tag))).toBe(true);
    expect(page.body).not.toMatch(/<script\b[^>]*>\s*[^<\s]/);
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
    const init = await gw.app.inject({ url: '/api-docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.headers['content-security-policy']).toBe(contentSecurityPolicy);
  });
});
