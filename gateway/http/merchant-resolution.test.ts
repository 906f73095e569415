import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { loadBrands, type LoadedBrand } from '../domain/brand/brand-files';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { createTestGateway, demoBrandsDir, type TestGateway } from '../test-support/test-gateway';
import { merchantCookie } from './merchant-gate';

const demo = (await loadBrands(demoBrandsDir)).filter((b): b is LoadedBrand => b.ok);
const [first, second] = [must(demo[0]), must(demo[1])];

describeEachDatabase('merchant resolution', (database) => {
  let dev: TestGateway;
  let prod: TestGateway;
  beforeAll(async () => {
    dev = await createTestGateway({ database: database() });
    prod = await createTestGateway({ database: database(), production: true, migrate: false, seed: false });
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
  });

  const merchantOf = (res: { json: () => { value: { info: { merchant: string } } | null } }) =>
    res.json().value?.info.merchant;

  it('the Merchant header selects the brand, over the Host', async () => {
    const res = await dev.app.inject({
      url: apiPaths.permission,
      headers: { merchant: second.merchant, host: must(first.brand.domains[0]) },
    });
    expect(merchantOf(res)).toBe(second.merchant);
  });

  it('the Host selects through the domain table (port stripped), in both modes', async () => {
    for (const gw of [dev, prod]) {
      const res = await gw.app.inject({
        url: apiPaths.permission,
        headers: { host: `${second.brand.domains[0]}:8443` },
      });
      expect(merchantOf(res)).toBe(second.merchant);
    }
  });

  it('outside production ?merchant= overrides and is remembered in a session cookie', async () => {
    const res = await dev.app.inject({
      url: `/?merchant=${second.merchant}`,
      headers: { host: 'localhost:8080' },
    });
    const cookie = res.cookies.find((c) => c.name === merchantCookie);
    expect(cookie).toMatchObject({ value: second.merchant, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    const next = await dev.app.inject({
      url: apiPaths.permission,
      headers: { host: 'localhost:8080' },
      cookies: { [merchantCookie]: second.merchant },
    });
    expect(merchantOf(next)).toBe(second.merchant);
    expect(next.cookies).toEqual([]);
  });

  it('localhost without any selector falls back to the first demo brand outside production only', async () => {
    const res = await dev.app.inject({ url: apiPaths.permission, headers: { host: 'localhost:8080' } });
    expect(merchantOf(res)).toBe(first.merchant);
    const p = await prod.app.inject({ url: apiPaths.permission, headers: { host: 'localhost:8080' } });
    expect(p.statusCode).toBe(404);
    expect(p.json()).toEqual({
      success: false,
      value: null,
      message: 'error.unknown_merchant',
      code: 'UNKNOWN_MERCHANT',
    });
  });

  it('production ignores ?merchant= and the cookie, and sets no cookie', async () => {
    const res = await prod.app.inject({
      url: `${apiPaths.permission}?merchant=${second.merchant}`,
      headers: { host: must(first.brand.domains[0]) },
      cookies: { [merchantCookie]: second.merchant },
    });
    expect(merchantOf(res)).toBe(first.merchant);
    expect(res.cookies).toEqual([]);
  });

  it('an unknown merchant is a 404 UNKNOWN_MERCHANT, not another brand', async () => {
    for (const headers of [{ merchant: 'nobody' }, { host: 'unknown.example' }]) {
      const res = await dev.app.inject({ url: apiPaths.permission, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('UNKNOWN_MERCHANT');
    }
    const q = await dev.app.inject({
      url: `${apiPaths.permission}?merchant=nobody`,
      headers: { host: 'localhost' },
    });
    expect(q.json().code).toBe('UNKNOWN_MERCHANT');
    expect(q.cookies).toEqual([]);
  });
});
