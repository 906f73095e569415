import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../../api/identity/social-login';
import { readCompletion } from './social-login-completion';

describe('social login completion', () => {
  it('takes the one-time code and the return path out of the address, keeping the rest', () => {
    expect(readCompletion('?socialLogin=abc&returnTo=%2Fpromotions&merchant=aurora')).toEqual({
      code: 'abc',
      returnTo: '/promotions',
      rest: '?merchant=aurora',
    });
    expect(readCompletion('?socialLogin=abc')).toEqual({ code: 'abc', returnTo: '/', rest: '' });
  });

  it('does nothing to an address without a code', () => {
    expect(readCompletion('?returnTo=%2Fx&tab=2')).toEqual({ code: null, returnTo: '/x', rest: '?returnTo=%2Fx&tab=2' });
    expect(readCompletion('?socialLogin=')).toMatchObject({ code: null });
  });

  it('never returns to another site', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])
      expect(readCompletion(`?socialLogin=c&returnTo=${encodeURIComponent(bad)}`).returnTo).toBe('/');
    expect(safeReturnTo('/member/info?tab=1')).toBe('/member/info?tab=1');
  });
});
