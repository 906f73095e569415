/**
 * Everything identity needs, built once per app: repositories, the password hasher, the
 * keys (seal key, data key), the sealed-payload opener, code/captcha/authenticator services and
 * the message providers: a sealed delivery queue and the worker that hands it to the transports
 * (docs/decisions/026-message-delivery.md). Routes reach it as `app.identity`
 * (gateway/http/identity-context.ts).
 */
import type { Db } from '../../db/database';
import { createDeliveryQueueRepository } from '../../db/delivery/delivery-queue-repository';
import { createCredentialTokenRepository, type CredentialTokenRepository } from '../../db/identity/credential-token-repository';
import { createLoginChallengeRepository, type LoginChallengeRepository } from '../../db/identity/login-challenge-repository';
import { createLoginHistoryRepository, type LoginHistoryRepository } from '../../db/identity/login-history-repository';
import { createLoginThrottleRepository, type LoginThrottleRepository } from '../../db/identity/login-throttle-repository';
import { createMemberInboxRepository, type MemberInboxRepository } from '../../db/content/member-inbox-repository';
import { createMemberRepository, type MemberRepository } from '../../db/identity/member-repository';
import { createOutboxRepository, type OutboxRepository } from '../../db/delivery/outbox-repository';
import { createSealedNonceRepository } from '../../db/sealed-nonce-repository';
import { createSessionRepository, type SessionRepository } from '../../db/identity/session-repository';
import { createCaptchaRepository, createVerificationCodeRepository } from '../../db/identity/verification-code-repository';
import { createCaptchaService, type CaptchaService } from './captcha-service';
import { createCodeService, type CodeService } from './code-service';
import type { GatewayKeys, SealKey } from '../gateway-keys';
import { identityPolicy, type IdentityPolicy } from './identity-policy';
import { createDeliveryQueue, queuedEmailProvider, queuedSmsProvider, type DeliveryQueue } from '../delivery/delivery-queue';
import { createDeliveryWorker, type DeliveryLog, type DeliveryWorker, type DeliveryWorkerOptions } from '../delivery/delivery-worker';
import { devOutboxTransport } from '../delivery/dev-outbox-transport';
import { unconfiguredTransport, type EmailProvider, type MessageTransports, type SmsProvider } from '../delivery/message-providers';
import { messageSender } from '../delivery/message-sending';
import { createPasswordHasher, type PasswordHasher, type PasswordHasherOptions } from './password-hasher';
import { sendResetLink } from './password-service';
import { createSealOpener, type SealOpener } from '../sealed-payload';
import { createSecretBox, type SecretBox } from '../secret-box';
import { createTotpService, type TotpService } from './totp-service';

export interface IdentityOptions {
  /**
   * The delivery port's adapters (SMTP, the HTTP SMS provider). A channel left out gets the
   * outbox double in development and no transport in production (its messages are given up).
   */
  transports?: Partial<MessageTransports>;
  /** The delivery worker's timings (tests shorten them). */
  delivery?: DeliveryWorkerOptions;
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
  /** The development outbox; null in production, where it is never written. */
  outbox: OutboxRepository | null;
  /** The member inbox (migration 006): password notices. */
  inbox: MemberInboxRepository;
  codes: CodeService;
  captcha: CaptchaService;
  totp: TotpService;
  /** Queue an SMS or e-mail (sealed); the worker sends it. */
  sms: SmsProvider;
  email: EmailProvider;
  /** Queue other background work (a forgot-by-e-mail request). */
  queue: DeliveryQueue;
  /** This instance's delivery worker: started and stopped with the app (app.ts). */
  deliveries: DeliveryWorker;
}

const silentLog: DeliveryLog = { warn: () => undefined, error: () => undefined };

function transportsOf(production: boolean, outbox: OutboxRepository | null, given: Partial<MessageTransports> = {}): MessageTransports {
  const fallback = (setting: string) => (outbox && !production ? devOutboxTransport(outbox) : unconfiguredTransport(setting));
  return { email: given.email ?? fallback('SMTP_URL'), sms: given.sms ?? fallback('SMS_PROVIDER_URL') };
}

function hasherOf(option: IdentityOptions['hasher']): PasswordHasher {
  return option && 'verify' in option ? option : createPasswordHasher(option);
}

export function createIdentityServices(db: Db, keys: GatewayKeys, production: boolean, options: IdentityOptions = {}, log: DeliveryLog = silentLog): IdentityServices {
  const policy: IdentityPolicy = { ...identityPolicy, ...options.policy };
  const now = options.now ?? Date.now;
  const box = createSecretBox(keys.dataKey);
  const members = createMemberRepository(db);
  const tokens = createCredentialTokenRepository(db);
  const outbox = production ? null : createOutboxRepository(db);
  const transports = transportsOf(production, outbox, options.transports);
  if (production && !options.transports?.email) log.warn({ setting: 'SMTP_URL' }, 'no e-mail transport: e-mails (reset links, codes, notices) are given up');
  if (production && !options.transports?.sms) log.warn({ setting: 'SMS_PROVIDER_URL' }, 'no SMS transport: texts (codes, notices) are given up');
  const queueRepository = createDeliveryQueueRepository(db);
  const deliveries = createDeliveryWorker(
    queueRepository,
    box,
    // `services` is complete before the worker first runs (start() comes with the app's onReady).
    { message: messageSender(members, transports), 'password-reset': (merchant, job) => sendResetLink(services, merchant, job) },
    log,
    options.delivery,
  );
  const queue = createDeliveryQueue(queueRepository, box, () => deliveries.nudge());
  const services: IdentityServices = {
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
    sms: queuedSmsProvider(queue),
    email: queuedEmailProvider(queue),
    queue,
    deliveries,
  };
  return services;
}
