import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attributionOf, attributionStorageKey, captureAttribution, readAttribution } from './referral-attribution';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

describe('referral attribution', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('reads referralCode and affiliateCode from the query, keeping only codes the gateway accepts', () => {
    expect(attributionOf('?referralCode=REF_1&affiliateCode=AGENT01&x=1')).toEqual({ referralCode: 'REF_1', affiliateCode: 'AGENT01' });
    expect(attributionOf('?referralCode=%3Cscript%3E&affiliateCode=')).toEqual({});
    expect(attributionOf(`?referralCode=${'a'.repeat(65)}`)).toEqual({});
  });

  it('the first visit wins: a later address does not replace the kept codes', () => {
    captureAttribution('?referralCode=FIRST');
    captureAttribution('?referralCode=SECOND&affiliateCode=AGENT01');
    expect(readAttribution()).toEqual({ referralCode: 'FIRST' });
  });

  it('an address without codes keeps nothing; stored junk reads as nothing', () => {
    captureAttribution('?merchant=aurora');
    expect(storage.getItem(attributionStorageKey)).toBeNull();
    storage.setItem(attributionStorageKey, '{"referralCode":"bad code","affiliateCode":7}');
    expect(readAttribution()).toEqual({});
    storage.setItem(attributionStorageKey, 'not json');
    expect(readAttribution()).toEqual({});
  });
});
