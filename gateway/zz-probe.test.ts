import { it } from 'vitest';
import { createTestGateway } from './test-support/test-gateway';
it('probe', async () => {
  const gw = await createTestGateway();
  for (const url of ['/wps/system/content/%zz?lang=EN', '/brands/%zz/logo.svg', '/lgw/avatars/' + 'x'.repeat(3000), '/wps/member/messages/' + 'é'.repeat(300) + '/read', '/wps/system/content/' + 'a'.repeat(200) + '?lang=EN']) {
    const res = await gw.app.inject({ method: url.includes('messages') ? 'POST' : 'GET', url, headers: { host: 'aurora.example' } });
    console.log(url.slice(0, 60), res.statusCode, JSON.stringify(res.headers).slice(0, 300), res.body.slice(0, 200));
  }
  await gw.close();
}, 120000);
