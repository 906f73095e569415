import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, normaliseDialingCode, normaliseEmail, normaliseMobile, phoneTarget } from './contact';
import { createSecretBox } from './secret-box';

describe('contact details', () => {
  it('normalises dialing codes, numbers and addresses', () => {
    expect(['+86', '86', '0086', ' 1 '].map(normaliseDialingCode)).toEqual(['86', '86', '86', '1']);
    expect(['0', '+', '12345', 'abc'].map(normaliseDialingCode)).toEqual([null, null, null, null]);
    expect(normaliseMobile('138-0000 (0001)')).toBe('13800000001');
    expect(['123', '1'.repeat(16), '138x0000', ''].map(normaliseMobile)).toEqual([null, null, null, null]);
    expect(phoneTarget({ dialingCode: '86', number: '13800000001' })).toBe('+8613800000001');
    expect(normaliseEmail(' Player@Example.COM ')).toBe('player@example.com');
    expect(['a@b', 'no-at.example', 'a\u0000@b.co', 'a b@c.co'].map(normaliseEmail)).toEqual([null, null, null, null]);
  });

  it('masks for display', () => {
    expect(maskPhone({ dialingCode: '86', number: '13800000004' })).toBe('+86 138****0004');
    expect(maskEmail('player01@aurora.example')).toBe('p***@aurora.example');
  });
});

describe('secret box', () => {
  it('seals and opens in its context only; MACs are stable per key', () => {
    const box = createSecretBox(new Uint8Array(32).fill(7));
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:a');
    expect(sealed).toMatch(/^v1\./);
    expect(box.open(sealed, 'totp:a')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'totp:b')).toBeNull();
    expect(box.open(`${sealed.slice(0, -2)}AA`, 'totp:a')).toBeNull();
    expect(createSecretBox(new Uint8Array(32).fill(8)).open(sealed, 'totp:a')).toBeNull();
    expect(box.mac('123456')).toBe(box.mac('123456'));
    expect(box.mac('123456')).not.toBe(createSecretBox(new Uint8Array(32)).mac('123456'));
  });
});
