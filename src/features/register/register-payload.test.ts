import { describe, expect, it } from 'vitest';
import { compileRegistration } from '../../../schemas/compile-registration';
import type { Brand } from '../../../schemas/brand';
import type { ModuleFlags } from '../../../schemas/modules';
import type { RegisterRules } from '../../../schemas/register-rules';
import { initialValues, registerPayload } from './register-payload';

const on = { enabled: true, required: false, minLength: null, maxLength: null, patternId: null, acceptedPattern: null };
const brand = { minimumAge: 18 } as Brand;
const modules = { USERNAMEREG3: true, MOBILENUMREG3: true } as unknown as ModuleFlags;
const page = { origin: 'https://aurora.example', pathname: '/register', host: 'aurora.example' };

describe('register payload', () => {
  it('adds the transport fields and the first visit’s codes where no field carries them', () => {
    const compiled = compileRegistration(brand, modules, { username: { ...on, required: true } } as RegisterRules, 'register');
    const payload = registerPayload(compiled, { username: 'player1', password: 'Pass-word-1', stray: 'x', email: '' }, { proofOfWork: 'cA==' }, { referralCode: 'REF1', affiliateCode: 'AGENT01' }, page);
    expect(payload).toEqual({
      username: 'player1',
      password: 'Pass-word-1',
      proofOfWork: 'cA==',
      registerMethod: 'WEB',
      registerUrl: 'https://aurora.example/register',
      domain: 'aurora.example',
      login: true,
      referralCode: 'REF1',
      affiliateCode: 'AGENT01',
    });
  });

  it('a shown affiliate field starts with the kept code and is not sent twice', () => {
    const compiled = compileRegistration(brand, modules, { affiliateCode: on } as RegisterRules, 'register');
    expect(initialValues(compiled, { affiliateCode: 'AGENT01', referralCode: 'R' })).toEqual({ affiliateCode: 'AGENT01' });
    const payload = registerPayload(compiled, { affiliateCode: 'OTHER1' }, {}, { affiliateCode: 'AGENT01' }, page);
    expect(payload.affiliateCode).toBe('OTHER1');
  });
});
