/** An https chat provider (docs/decisions/052): the signed ticket it receives, and no launch without its key. */
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../schemas/brand';
import type { MemberRecord } from '../../db/identity/member-repository';
import { createSecretBox } from '../secret-box';
import { verifySignedTicket } from './chat-ticket';
import { launchChat } from './live-chat';

const brand = { merchant: 'demo', defaultLang: 'EN', liveChat: { provider: 'https://chat.example/start', ticketSecretEnv: 'DEMO_CHAT_KEY', models: [{ id: 'general', name: { EN: 'Service' } }] } } as unknown as Brand;
const member = { account: 'player01', nickname: 'Li' } as MemberRecord;
const box = createSecretBox(new Uint8Array(32));
const now = Date.parse('2026-11-26T12:00:00Z');

describe('an https chat provider', () => {
  it('gets a ticket signed with the shared key, naming the member and desk, valid 5 minutes', () => {
    const answer = launchChat({ brand, member, model: 'general', now }, box, { production: true, env: { DEMO_CHAT_KEY: 'shared-key' } });
    const url = new URL(answer.url);
    expect(url.origin + url.pathname).toBe('https://chat.example/start');
    const ticket = must(url.searchParams.get('ticket'));
    expect(verifySignedTicket('shared-key', ticket, now + 299_000)).toMatchObject({ merchant: 'demo', account: 'player01', nickname: 'Li', model: 'general' });
    expect(verifySignedTicket('shared-key', ticket, now + 301_000)).toBeNull();
    expect(verifySignedTicket('other-key', ticket, now)).toBeNull();
  });

  it('is unavailable (503) while its key variable is unset', () => {
    expect(() => launchChat({ brand, member, model: 'general', now }, box, { production: true, env: {} })).toThrow(expect.objectContaining({ statusCode: 503, code: 'LIVE_CHAT_UNAVAILABLE' }));
  });
});

function must(v: string | null): string {
  if (v === null) throw new Error('missing');
  return v;
}
