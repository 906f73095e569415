/** Live chat in production (docs/decisions/052): no development chat page, and a "dev" provider counts as no chat. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import type { Envelope } from '../../../schemas/envelope';
import type { ChatModelList } from '../../../schemas/live-chat';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';

describe('live chat in production', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ production: true });
  });
  afterAll(() => gw.close());

  it('has no development chat page, even for loopback visitors', async () => {
    const r = await gw.app.inject({ url: `${apiPaths.devChat}?model=general&ticket=x`, remoteAddress: '127.0.0.1' });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('Development chat');
  });

  it('offers no desks of a brand whose provider is the development one', async () => {
    const r = await gw.app.inject({ url: apiPaths.chatModels, headers: { host: 'aurora.example' } });
    expect(r.statusCode).toBe(200);
    expect(r.json<Envelope<ChatModelList>>().value).toEqual({ available: false, models: [] });
  });
});
