import { it } from 'vitest';
import { createTestGateway } from './test-support/test-gateway';
it('perf', async () => {
  const gw = await createTestGateway({ configCacheMs: 60000 });
  const url = '/wps/system/permission';
  for (const u of [url, '/wps/system/status']) {
    await gw.app.inject({ url: u, headers: { merchant: 'aurora' } });
    const t = performance.now();
    for (let i = 0; i < 2000; i++) await gw.app.inject({ url: u, headers: { merchant: 'aurora' } });
    console.log(u, ((performance.now() - t) / 2000).toFixed(3), 'ms/req');
  }
  const r = await gw.app.inject({ url, headers: { merchant: 'aurora' } });
  const obj = r.json();
  let t = performance.now();
  for (let i = 0; i < 2000; i++) JSON.stringify(obj);
  console.log('JSON.stringify', ((performance.now() - t) / 2000).toFixed(3));
  await gw.close();
});
