/**
 * Authenticator codes (RFC 6238 via otplib: SHA-1, 6 digits, 30 s) with ±1 step of clock
 * drift, each step accepted once per member (replay refused), and single-use recovery codes
 * (10 × "XXXXX-XXXXX", kept as MACs). Secrets are sealed at rest with the data key.
 */
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { CredentialTokenRepository } from '../../db/identity/credential-token-repository';
import type { MemberRecord, MemberRepository } from '../../db/identity/member-repository';
import type { IdentityPolicy } from './identity-policy';
import type { SecretBox } from '../secret-box';

export interface TotpService {
  newSecret(): string;
  uri(secret: string, issuer: string, account: string): string;
  seal(secret: string, memberId: string): string;
  /** The member's secret, or null when none or it does not open. */
  secretOf(member: MemberRecord): string | null;
  /** A 6-digit code for this secret at ±1 step, not replayed (records the step). */
  acceptCode(member: MemberRecord, secret: string, code: string): Promise<boolean>;
  /** An authenticator code or, when allowRecovery, an unused recovery code. */
  acceptFactor(member: MemberRecord, code: string, allowRecovery: boolean): Promise<boolean>;
  newRecoveryCodes(memberId: string): Promise<string[]>;
}

/** The sealing context of a member's authenticator secret (secret-box.ts). */
export const totpSecretContext = (memberId: string): string => `totp:${memberId}`;

const recoveryAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const recoveryCodePattern = /^[A-Z2-9]{5}-?[A-Z2-9]{5}$/;

function recoveryCode(): string {
  let s = '';
  for (let i = 0; i < 10; i += 1) s += recoveryAlphabet[randomInt(recoveryAlphabet.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

export function createTotpService(
  members: MemberRepository,
  tokens: CredentialTokenRepository,
  box: SecretBox,
  policy: IdentityPolicy,
  now: () => number,
): TotpService {
  const context = totpSecretContext;
  const recoveryMac = (memberId: string, code: string) => box.mac(`recovery:${memberId}:${code.replace('-', '').toUpperCase()}`);
  const service: TotpService = {
    newSecret: () => generateSecret({ length: 20 }),
    uri: (secret, issuer, account) => generateURI({ issuer, label: account, secret }),
    seal: (secret, memberId) => box.seal(secret, context(memberId)),
    secretOf: (member) => (member.totpSecret ? box.open(member.totpSecret, context(member.id)) : null),
    async acceptCode(member, secret, code) {
      if (!/^\d{6}$/.test(code)) return false;
      const result = await verify({ secret, token: code, epoch: Math.floor(now() / 1000), epochTolerance: 30 });
      if (!result.valid || !('timeStep' in result)) return false;
      return members.claimTotpStep(member.id, result.timeStep);
    },
    async acceptFactor(member, code, allowRecovery) {
      const secret = service.secretOf(member);
      if (secret && (await service.acceptCode(member, secret, code))) return true;
      if (!allowRecovery || !recoveryCodePattern.test(code.toUpperCase())) return false;
      return tokens.takeRecoveryCode(member.id, recoveryMac(member.id, code), new Date(now()));
    },
    async newRecoveryCodes(memberId) {
      const codes = Array.from({ length: policy.recoveryCodeCount }, recoveryCode);
      await tokens.replaceRecoveryCodes(memberId, codes.map((c) => recoveryMac(memberId, c)));
      return codes;
    },
  };
  return service;
}
