/**
 * The identity routes (issue 4) in one encapsulated plugin with their own error handler
 * (http/identity-errors.ts): sessions, captcha and SMS codes, member info and authenticator,
 * passwords, and outside production the development outbox.
 * Registered by app.ts after installIdentity (http/identity-install.ts): `await app.register(identityRoutes)`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { installIdentityErrors } from '../http/identity-errors';
import { installIdentityValidation } from '../http/identity-validation';
import { devOutboxRoutes } from './dev-outbox.routes';
import { inboxRoutes } from './inbox.routes';
import { memberRoutes } from './member.routes';
import { passwordRoutes } from './password.routes';
import { sessionRoutes } from './session.routes';
import { verificationRoutes } from './verification.routes';
import { walletBalanceRoutes } from './wallet-balance.routes';
import { walletRecordRoutes } from './wallet-records.routes';
import { walletRoutes } from './wallet.routes';

export const identityRoutes: FastifyPluginAsync = async (app) => {
  installIdentityErrors(app);
  installIdentityValidation(app);
  await app.register(sessionRoutes);
  await app.register(verificationRoutes);
  await app.register(memberRoutes);
  await app.register(passwordRoutes);
  // The header's balance and unread count (docs/decisions/015); the wallet issue extends them.
  await app.register(walletBalanceRoutes(app.gateway.db));
  await app.register(inboxRoutes(app.gateway.db));
  // Wallet ledger calls: transfers, merchant wallet, consolidated funds, records (docs/decisions/022).
  await app.register(walletRoutes(app.gateway.db));
  await app.register(walletRecordRoutes(app.gateway.db));
  if (!app.gateway.production) await app.register(devOutboxRoutes);
};
