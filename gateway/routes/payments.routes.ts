/**
 * The member centre's money and member-data calls (issue 7, docs/decisions/023) in one
 * encapsulated plugin with the identity error handler and strict body validation, plus the
 * shared services (`app.payments`) and the payment clock, started when the app is ready and
 * stopped when it closes. app.ts: `installPayments(app, options.payments)` then
 * `await app.register(paymentRoutes)`.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { proofMaxBytes, proofMaxFiles } from '../../schemas/payments';
import { LedgerRefusal, ledgerOf } from '../domain/ledger/ledger';
import { createPaymentClock, type PaymentClock } from '../domain/payments/payment-provider-clock';
import { defaultPaymentTiming, demoPaymentProvider, type PaymentProvider, type PaymentTiming } from '../domain/payments/payment-provider';
import type { PaymentDeps } from '../domain/payments/payment-services';
import { Refusal } from '../domain/refusal';
import { mapError } from '../http/error-handler';
import { installIdentityErrors } from '../http/identity-errors';
import { installIdentityValidation } from '../http/identity-validation';
import { bankAccountRoutes } from './bank-account.routes';
import { depositRoutes } from './deposit.routes';
import { pointsRoutes } from './points/points.routes';
import { profileRoutes } from './profile.routes';
import { securityRoutes } from './security.routes';
import { withdrawalRoutes } from './withdrawal.routes';

export interface PaymentOptions {
  provider?: PaymentProvider;
  timing?: Partial<PaymentTiming>;
  /** Largest avatar in bytes (default 2 MiB). */
  avatarMaxBytes?: number;
}

export interface PaymentServices extends PaymentDeps {
  clock: PaymentClock;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentServices;
  }
}

const envMs = (name: string): number | undefined => {
  const value = process.env[name];
  return value !== undefined && /^[0-9]{1,9}$/.test(value) ? Number(value) : undefined;
};

/** Timing from options, then PORTICO_DEPOSIT_CONFIRM_MS / PORTICO_WITHDRAWAL_DISBURSE_MS / PORTICO_PAYMENT_SCAN_MS, then defaults. */
export function paymentTiming(options: Partial<PaymentTiming> = {}): PaymentTiming {
  return {
    depositConfirmMs: options.depositConfirmMs ?? envMs('PORTICO_DEPOSIT_CONFIRM_MS') ?? defaultPaymentTiming.depositConfirmMs,
    withdrawalDisburseMs: options.withdrawalDisburseMs ?? envMs('PORTICO_WITHDRAWAL_DISBURSE_MS') ?? defaultPaymentTiming.withdrawalDisburseMs,
    scanIntervalMs: options.scanIntervalMs ?? envMs('PORTICO_PAYMENT_SCAN_MS') ?? defaultPaymentTiming.scanIntervalMs,
  };
}

export function installPayments(app: FastifyInstance, options: PaymentOptions = {}): void {
  const deps: PaymentDeps = {
    db: app.gateway.db,
    ledger: ledgerOf(app.gateway.db),
    identity: app.identity,
    provider: options.provider ?? demoPaymentProvider(),
    timing: paymentTiming(options.timing),
    registry: app.gateway.registry,
    log: app.log.child({ component: 'payments' }),
    avatarMaxBytes: options.avatarMaxBytes ?? 2 * 1024 * 1024,
  };
  const clock = createPaymentClock(deps);
  app.decorate('payments', { ...deps, clock });
  app.addHook('onReady', async () => clock.start());
  app.addHook('onClose', async () => clock.stop());
}

const amountFields = new Set(['/amount', '/receivedAmount']);

/** Ledger refusals and amount-field schema failures in the payment codes; the rest as identity answers them. */
export function installPaymentErrors(app: FastifyInstance): void {
  // The identity handler, captured rather than installed, so this scope sets exactly one handler.
  let inner: ((this: FastifyInstance, error: unknown, request: FastifyRequest, reply: FastifyReply) => unknown) | null = null;
  installIdentityErrors({ setErrorHandler: (handler: typeof inner) => (inner = handler) } as unknown as FastifyInstance);
  const identityHandler = inner as unknown as (this: FastifyInstance, error: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;
  app.setErrorHandler(function handlePaymentError(error, request, reply) {
    let translated: unknown = error;
    if (error instanceof LedgerRefusal) {
      translated = new Refusal(error.statusCode, error.code === 'INSUFFICIENT_BALANCE' ? 'INSUFFICIENT_BALANCE' : error.code === 'IDEMPOTENCY_CONFLICT' ? 'IDEMPOTENCY_CONFLICT' : 'VALIDATION_FAILED');
    } else if (!(error instanceof Refusal)) {
      const mapped = mapError(error);
      const first = mapped.value?.[0];
      if (mapped.code === 'VALIDATION_FAILED' && first && amountFields.has(first.path)) translated = new Refusal(400, 'AMOUNT_INVALID', mapped.value);
      const code = (error as { code?: string }).code;
      if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') translated = new Refusal(415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    return identityHandler.call(this, translated, request, reply);
  });
}

export const paymentRoutes: FastifyPluginAsync = async (app) => {
  installPaymentErrors(app);
  installIdentityValidation(app);
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    // One more file than allowed is read so "too many" can be told from "at most 3".
    limits: { fileSize: proofMaxBytes, files: proofMaxFiles + 1, fields: 4, fieldSize: 200, parts: proofMaxFiles + 5, headerPairs: 50 },
  });
  await app.register(depositRoutes);
  await app.register(bankAccountRoutes);
  await app.register(withdrawalRoutes);
  await app.register(securityRoutes);
  await app.register(profileRoutes);
  // Points mall and VIP (issue 19, docs/decisions/049).
  await app.register(pointsRoutes);
};
