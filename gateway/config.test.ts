import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has development defaults', () => {
    const c = loadConfig({}, '/srv/portico');
    expect(c).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/portico/data'),
      pgliteDir: path.resolve('/srv/portico/data/pglite'),
      databaseUrl: null,
      production: false,
      brandsDir: path.resolve('/srv/portico/brands'),
      distDir: path.resolve('/srv/portico/dist'),
      logLevel: 'info',
      trustProxy: false,
      webConcurrency: 1,
    });
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/portico',
        DATABASE_URL: 'postgres://u@db/portico',
        NODE_ENV: 'production',
        BRANDS_DIR: 'b',
        DIST_DIR: 'd',
        LOG_LEVEL: 'WARN',
        TRUST_PROXY: 'true',
        WEB_CONCURRENCY: '4',
      },
      '/srv',
    );
    expect(c).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      pgliteDir: path.resolve('/var/lib/portico/pglite'),
      databaseUrl: 'postgres://u@db/portico',
      production: true,
      brandsDir: path.resolve('/srv/b'),
      distDir: path.resolve('/srv/d'),
      logLevel: 'warn',
      trustProxy: true,
      webConcurrency: 4,
    });
  });

  it('runs several processes only on PostgreSQL, 1..64', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY above 1 needs DATABASE_URL/);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    for (const bad of ['0', '65', 'two', '1.5']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: bad, DATABASE_URL: 'postgres://db/p' })).toThrow(/WEB_CONCURRENCY must be 1\.\.64/);
    }
  });

  it('TRUST_PROXY: off by default; true, or the proxies\' addresses and ranges; no hop counts', () => {
    for (const off of [undefined, '', 'false', '0']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    for (const all of ['true', 'TRUE', '1']) expect(loadConfig({ TRUST_PROXY: all }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'Loopback, 10.0.0.0/8,fd00::/8 , 192.0.2.7,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.7',
      'uniquelocal',
    ]);
    for (const bad of ['yes', '2', '10.0.0.0/33', '300.1.1.1', 'loopback,,10.0.0.1', '-1', 'fd00::/129', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT.*LOG_LEVEL.*DATABASE_URL/,
    );
  });
});
