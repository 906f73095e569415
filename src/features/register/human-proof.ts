/**
 * The human-verification result a register attempt sends (§4 "obtain the human-verification
 * result"; docs/decisions/018): the proof of work the form solved, or the id of the captcha
 * picture shown. When neither can be had — the challenge or its worker was blocked, the picture
 * never loaded — the attempt stops with §8's "complete verification first".
 */
import type { HumanProof } from '../../../machines/register.machine';
import type { CaptchaStore } from './captcha-store';
import type { ProofOfWorkStore } from './proof-of-work';

export interface HumanStores {
  proofOfWork: ProofOfWorkStore | null;
  captcha: CaptchaStore | null;
}

/** The refusal of a blocked verification (the register machine shows its messageKey). */
export const verificationBlocked = { code: 'CAPTCHA_INVALID', messageKey: 'error.complete_verification' } as const;

export async function proveHuman(stores: HumanStores): Promise<HumanProof> {
  if (stores.proofOfWork) {
    try {
      return { proofOfWork: await stores.proofOfWork.proof() };
    } catch {
      throw verificationBlocked;
    }
  }
  const captchaId = stores.captcha?.captchaId() ?? null;
  if (!captchaId) throw verificationBlocked;
  return { captchaId };
}
