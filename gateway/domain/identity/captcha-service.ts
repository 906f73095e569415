/**
 * Captcha challenges: a picture (captcha-image.ts) bound to an id, the answer kept as a MAC,
 * valid 5 minutes, used up by the first answer, right or wrong (no retries on one picture).
 */
import { randomUUID } from 'node:crypto';
import type { CaptchaAnswer } from '../../../schemas/identity';
import type { CaptchaRepository } from '../../db/identity/verification-code-repository';
import { captchaHeight, captchaWidth, randomCaptchaText, renderCaptcha } from './captcha-image';
import type { IdentityPolicy } from './identity-policy';
import type { SecretBox } from '../secret-box';
import { sameHex } from './secure-tokens';

export interface CaptchaService {
  issue(merchant: string): Promise<CaptchaAnswer>;
  /** True when the answer matches; the challenge is used up either way. */
  check(merchant: string, captchaId: string, answer: string): Promise<boolean>;
}

const uuidRe = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createCaptchaService(
  repo: CaptchaRepository,
  box: SecretBox,
  policy: IdentityPolicy,
  now: () => number,
  /** Tests fix the text to answer it. */
  textSource: () => string = randomCaptchaText,
): CaptchaService {
  const macOf = (id: string, text: string) => box.mac(`captcha:${id}:${text.trim().toUpperCase()}`);
  return {
    async issue(merchant) {
      const id = randomUUID();
      const text = textSource();
      await repo.create(merchant, macOf(id, text), new Date(now() + policy.captchaTtlMs), id);
      return {
        captchaId: id,
        image: renderCaptcha(text).toString('base64'),
        width: captchaWidth,
        height: captchaHeight,
        expiredSeconds: Math.round(policy.captchaTtlMs / 1000),
      };
    },
    async check(merchant, captchaId, answer) {
      if (!uuidRe.test(captchaId)) return false;
      const stored = await repo.consume(merchant, captchaId, new Date(now()));
      return stored !== null && sameHex(stored, macOf(captchaId, answer));
    },
  };
}
