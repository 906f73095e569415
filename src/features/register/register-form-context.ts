/**
 * What the register form's widgets share beyond their own value (RJSF passes each widget only
 * its field): the whole form's current values (the SMS button sends to the number typed above
 * it) and the human verification of this form (the proof of work, or the image captcha).
 */
import { createContext, useContext } from 'react';
import type { CaptchaStore } from './captcha-store';
import type { ProofOfWorkStore } from './proof-of-work';

export interface RegisterFormShared {
  values: () => Record<string, unknown>;
  proofOfWork: ProofOfWorkStore | null;
  captcha: CaptchaStore | null;
}

export const RegisterFormContext = createContext<RegisterFormShared | null>(null);

export function useRegisterForm(): RegisterFormShared {
  const shared = useContext(RegisterFormContext);
  if (!shared) throw new Error('a register widget outside the register form');
  return shared;
}
