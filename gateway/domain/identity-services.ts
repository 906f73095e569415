/**
 * Everything identity needs, built once per app: repositories, the password hasher, the
 * keys (seal key, data key), the sealed-payload opener, code/captcha/authenticator services and
 * the message providers. Routes reach it as `app.identity` (gateway/http/identity-context.ts).
 */
import type { Db } from '../db/database';
import { createCredentialTokenRepository, type CredentialTokenRepository } from '../db/credential-token-repository';
import { createLoginChallengeRepository, type LoginChallengeRepository } from '../db/login-challenge-repository';
import { createLoginHistoryRepository, type LoginHistoryRepository } from '../db/login-history-repository';
import { createLoginThrottleRepository, type LoginThrottleRepository } from '../db/login-throttle-repository';
import { createMemberInboxRepository, type MemberInboxRepository } from '../db/member-inbox-repository';
import { createMemberRepository, type MemberRepository } from '../db/member-repository';
import { createOutboxRepository, type OutboxRepository } from '../db/outbox-repository';
import { createSealedNonceRepository } from '../db/sealed-nonce-repository';
import { createSessionRepository, type SessionRepository } from '../db/session-repository';
import { createCaptchaRepository, createVerificationCodeRepository } from '../db/verification-code-repository';
import { createCaptchaService, type CaptchaService } from './captcha-service';
import { createCodeService, type CodeService } from './code-service';
import type { GatewayKeys, SealKey } from './gateway-keys';
import { identityPolicy, type IdentityPolicy } from './identity-policy';
import { outboxEmailProvider, outboxSmsProvider, type EmailProvider, type SmsProvider } from './message-providers';
import { createPasswordHasher, type PasswordHasher, type PasswordHasherOptions } from './password-hasher';
import { createSealOpener, type SealOpener } from './sealed-payload';
import { createSecretBox, type SecretBox } from './secret-box';
import { createTotpService, type TotpService } from './totp-service';

export interface IdentityOptions {
  /** Replace the outbox providers (a real SMS gateway or mail server). */
  sms?: SmsProvider;
  email?: EmailProvider;
  hasher?: PasswordHasher | PasswordHasherOptions;
  /** Overrides of identityPolicy (tests shorten windows). */
  policy?: Partial<IdentityPolicy>;
  /** The clock (tests move it). */
  now?: () => number;
  /** Captcha text source (tests answer a known text). */
  captchaText?: () => string;
}

export interface IdentityServices {
  policy: IdentityPolicy;
  now: () => number;
  production: boolean;
  sealKey: SealKey;
  openSealed: SealOpener;
  box: SecretBox;
  hasher: PasswordHasher;
  members: MemberRepository;
  sessions: SessionRepository;
  challenges: LoginChallengeRepository;
  throttles: LoginThrottleRepository;
  history: LoginHistoryRepository;
  tokens: CredentialTokenRepository;
  outbox: OutboxRepository;
  /** The member inbox (migration 006): password notices. */
  inbox: MemberInboxRepository;
  codes: CodeService;
  captcha: CaptchaService;
  totp: TotpService;
  sms: SmsProvider;
  email: EmailProvider;
}

function hasherOf(option: IdentityOptions['hasher']): PasswordHasher {
  return option && 'verify' in option ? option : createPasswordHasher(option);
}

export function createIdentityServices(db: Db, keys: GatewayKeys, production: boolean, options: IdentityOptions = {}): IdentityServices {
  const policy: IdentityPolicy = { ...identityPolicy, ...options.policy };
  const now = options.now ?? Date.now;
  const box = createSecretBox(keys.dataKey);
  const members = createMemberRepository(db);
  const tokens = createCredentialTokenRepository(db);
  const outbox = createOutboxRepository(db);
  return {
    policy,
    now,
    production,
    sealKey: keys.seal,
    openSealed: createSealOpener(keys.seal, createSealedNonceRepository(db, now), now),
    box,
    hasher: hasherOf(options.hasher),
    members,
    sessions: createSessionRepository(db),
    challenges: createLoginChallengeRepository(db),
    throttles: createLoginThrottleRepository(db),
    history: createLoginHistoryRepository(db),
    tokens,
    outbox,
    inbox: createMemberInboxRepository(db),
    codes: createCodeService(createVerificationCodeRepository(db), box, policy, now),
    captcha: createCaptchaService(createCaptchaRepository(db, now), box, policy, now, options.captchaText),
    totp: createTotpService(members, tokens, box, policy, now),
    sms: options.sms ?? outboxSmsProvider(outbox),
    email: options.email ?? outboxEmailProvider(outbox),
  };
}
