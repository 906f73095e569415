/** Bank accounts for withdrawals: list (with the brand's banks and the limit) and bind (schemas/payments.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { BankAccount, BankAccountsAnswer, BindBankAccountRequest } from '../../schemas/payments';
import { bindBankAccount, listBankAccounts } from '../domain/payments/bank-account-service';
import { merchantHeadersSchema, merchantQuerySchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant-gate';
import { identityResponses } from './identity.schemas';
import { authOf, realAccount } from './payments-auth';
import { bankAccountSchema, bankAccountsSchema, bindBankAccountSchema } from './payments.schemas';

const tags = ['payments'];

export const bankAccountRoutes: FastifyPluginAsync = async (app) => {
  app.get(apiPaths.bankAccounts, {
    preHandler: realAccount,
    schema: { tags, summary: 'My bank accounts (numbers masked), the most I may bind, and the banks to choose from', headers: merchantHeadersSchema, querystring: merchantQuerySchema, response: identityResponses(bankAccountsSchema) },
    handler: async (request): Promise<Envelope<BankAccountsAnswer>> => ok(await listBankAccounts(app.payments, authOf(request).member, merchantOf(request).brand)),
  });

  app.post(apiPaths.bankAccounts, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'Bind a bank account: holder name, one of the brand\'s banks, 8–30 digits',
      description: 'BANK_HOLDER_INVALID, BANK_UNKNOWN, BANK_ACCOUNT_NUMBER_INVALID (400, per field); BANK_ACCOUNT_LIMIT, BANK_ACCOUNT_DUPLICATE (409).',
      headers: merchantHeadersSchema,
      body: bindBankAccountSchema,
      response: identityResponses(bankAccountSchema),
    },
    handler: async (request): Promise<Envelope<BankAccount>> => ok(await bindBankAccount(app.payments, authOf(request).member, merchantOf(request).brand, request.body as BindBankAccountRequest)),
  });
};
