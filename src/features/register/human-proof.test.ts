import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { createCaptchaStore } from './captcha-store';
import { proveHuman } from './human-proof';
import { createProofOfWorkStore } from './proof-of-work';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('proveHuman', () => {
  it('says "complete verification first" when the proof-of-work challenge is blocked (§8)', async () => {
    const proofOfWork = createProofOfWorkStore({ fetchChallenge: () => Promise.reject(new ApiError({ code: 'NETWORK' })) });
    await expect(proveHuman({ proofOfWork, captcha: null })).rejects.toMatchObject({ messageKey: 'error.complete_verification' });
  });

  it('says "complete verification first" when the challenge cannot be solved', async () => {
    const proofOfWork = createProofOfWorkStore({ fetchChallenge: async () => ({}) as never, solve: async () => null });
    await expect(proveHuman({ proofOfWork, captcha: null })).rejects.toMatchObject({ messageKey: 'error.complete_verification' });
  });

  it('says "complete verification first" when the captcha picture never loaded', async () => {
    const captcha = createCaptchaStore(() => Promise.reject(new ApiError({ code: 'NETWORK' })));
    captcha.renew();
    await flush();
    await expect(proveHuman({ proofOfWork: null, captcha })).rejects.toMatchObject({ messageKey: 'error.complete_verification' });
  });

  it('sends the picture’s id once one is shown', async () => {
    const captcha = createCaptchaStore(async () => ({ captchaId: 'c-1', image: 'AAAA', width: 120, height: 40, expiredSeconds: 300 }));
    captcha.renew();
    await flush();
    await expect(proveHuman({ proofOfWork: null, captcha })).resolves.toEqual({ captchaId: 'c-1' });
  });
});
