/**
 * What a member receives is in their language (issue 20, docs/decisions/053): an SMS code asked
 * for on a Thai brand arrives in Thai (read from the development outbox); the language the page
 * shows (Accept-Language, sent by the browser app) wins when the brand offers it, and a language
 * the brand does not offer falls back to the brand's default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { OutboxMessage } from '../../schemas/identity';
import { loadBrandFolders } from '../domain/brand/brand-files';
import { serverText } from '../domain/texts/server-texts';
import { memberLanguage } from '../domain/texts/member-language';
import { createTestGateway, demoBrandsDir, type TestGateway } from '../test-support/test-gateway';

let gw: TestGateway;

beforeAll(async () => {
  // aurora as a Thai brand: Thai by default, English offered too.
  const folders = await loadBrandFolders(demoBrandsDir);
  const brands = folders.map((e) => (e.ok && e.merchant === 'aurora' ? { ...e, brand: { ...e.brand, defaultLang: 'TH' as const, supportLanguages: ['TH' as const, 'EN' as const] } } : e));
  gw = await createTestGateway({ brands, identity: { policy: { sendIntervalMs: 0 } } });
});

afterAll(async () => {
  await gw.close();
});

async function askCode(ip: string, acceptLanguage?: string): Promise<void> {
  const res = await gw.app.inject({
    method: 'POST',
    url: apiPaths.smsNoLogin,
    headers: { merchant: 'aurora', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    payload: { mobileNum: '13800000001', countryDialingCode: '86' },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
}

/** The newest message to player01's phone once the delivery worker wrote it (after `seen` messages). */
async function nextText(seen: number): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const res = await gw.app.inject({ url: `${apiPaths.devOutbox}?target=${encodeURIComponent('+8613800000001')}` });
    const messages = res.json<Envelope<{ messages: OutboxMessage[] }>>().value?.messages ?? [];
    if (messages.length > seen) return messages[0]?.body ?? '';
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no new text in the outbox');
}

async function outboxCount(): Promise<number> {
  const res = await gw.app.inject({ url: `${apiPaths.devOutbox}?target=${encodeURIComponent('+8613800000001')}` });
  return res.json<Envelope<{ messages: OutboxMessage[] }>>().value?.messages.length ?? 0;
}

describe('texts in the member language', () => {
  it('an SMS code asked for on a Thai brand arrives in Thai', async () => {
    const seen = await outboxCount();
    await askCode('203.0.113.11');
    const text = await nextText(seen);
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toBe(serverText('TH', 'server.sms.login_code', { brand: 'Aurora', code, minutes: 10 }));
    expect(text).toContain('รหัสเข้าสู่ระบบ');
    expect(text).not.toMatch(/sign-in|expires/);
  });

  it('the language the page shows wins when the brand offers it (English here); one it does not offer gives the default', async () => {
    let seen = await outboxCount();
    await askCode('203.0.113.12', 'en');
    const english = await nextText(seen);
    expect(english).toMatch(/^Aurora: your sign-in code is \d{6}\./);
    seen = await outboxCount();
    await askCode('203.0.113.13', 'ja-JP,ja;q=0.9');
    expect(await nextText(seen)).toContain('รหัสเข้าสู่ระบบ');
  });
});

describe('memberLanguage', () => {
  const brand = { defaultLang: 'TW' as const, supportLanguages: ['TW' as const, 'CN' as const, 'EN' as const, 'AR' as const] };
  it('takes the first offered language by q-value, mapping BCP 47 tags to the product codes', () => {
    expect(memberLanguage('zh-TW', brand)).toBe('TW');
    expect(memberLanguage('zh-Hans-CN,zh;q=0.8', brand)).toBe('CN');
    expect(memberLanguage('th;q=1, ar;q=0.5, en;q=0.7', brand)).toBe('EN');
    expect(memberLanguage('ar-EG', brand)).toBe('AR');
    expect(memberLanguage('fr, *;q=0.1', brand)).toBe('TW');
    expect(memberLanguage(undefined, brand)).toBe('TW');
    expect(memberLanguage('en;q=0', brand)).toBe('TW');
  });
});
