import { describe, expect, it } from 'vitest';
import type { Challenge } from 'altcha-lib/types';
import { createProofOfWorkStore, proofPayload } from './proof-of-work';
import { smsTarget } from './widgets/sms-code-widget';

const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's' }, signature: 'sig' } as unknown as Challenge;

describe('proof of work store', () => {
  it('solves once, reports its status, and renews with a new challenge after an attempt', async () => {
    let fetched = 0;
    const store = createProofOfWorkStore({
      fetchChallenge: async () => {
        fetched += 1;
        return challenge;
      },
      solve: async () => ({ counter: fetched, derivedKey: 'ab' }),
    });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.status()));
    store.renew();
    const first = await store.proof();
    expect(JSON.parse(atob(first))).toEqual({ challenge, solution: { counter: 1, derivedKey: 'ab' } });
    expect(await store.proof()).toBe(first);
    store.renew();
    expect(await store.proof()).not.toBe(first);
    expect(fetched).toBe(2);
    expect(seen).toContain('ready');
  });

  it('a failed solve reads as failed, and the next proof() tries again', async () => {
    let fail = true;
    const store = createProofOfWorkStore({ fetchChallenge: async () => challenge, solve: async () => (fail ? null : { counter: 3, derivedKey: 'cd' }) });
    store.renew();
    await expect(store.proof()).rejects.toThrow();
    expect(store.status()).toBe('failed');
    fail = false;
    expect(JSON.parse(atob(await store.proof())).solution.counter).toBe(3);
  });

  it('proofPayload is base64 of { challenge, solution }', () => {
    expect(JSON.parse(atob(proofPayload(challenge, { counter: 5, derivedKey: 'ef' })))).toEqual({ challenge, solution: { counter: 5, derivedKey: 'ef' } });
  });
});

describe('SMS code target', () => {
  it('needs a number and a dialing code', () => {
    expect(smsTarget({})).toEqual({ errorKey: 'error.phone_missing' });
    expect(smsTarget({ mobileNum: 'abc', countryDialingCode: '86' })).toEqual({ errorKey: 'error.phone_invalid' });
    expect(smsTarget({ mobileNum: ' 13800138000 ', countryDialingCode: '+86' })).toEqual({ mobileNum: '13800138000', countryDialingCode: '86' });
  });
});
