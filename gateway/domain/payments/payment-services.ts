/**
 * What the member centre's money and member-data calls share, built once per app by
 * http/payments-install.ts and reached as `app.payments`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { IdentityServices } from '../identity/identity-services';
import type { Ledger } from '../ledger/ledger';
import type { PaymentProvider, PaymentTiming } from './payment-provider';
import type { BrandRegistry } from '../brand/brand-registry';

export interface PaymentDeps {
  db: Db;
  ledger: Ledger;
  identity: IdentityServices;
  provider: PaymentProvider;
  timing: PaymentTiming;
  registry: BrandRegistry;
  log: FastifyBaseLogger;
  /** Largest avatar in bytes. */
  avatarMaxBytes: number;
}

export const nowOf = (deps: Pick<PaymentDeps, 'identity'>): Date => new Date(deps.identity.now());
