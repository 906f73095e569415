/** What the catalogue, favourite, launch and demo vendor routes share: one store, a clock, a wallet. */
import type { FastifyRequest } from 'fastify';
import type { LangCode } from '../../schemas/languages';
import type { CatalogueStore } from '../domain/catalogue/catalogue-store';
import type { GameWallet } from '../domain/ledger/demo-vendor-wallet';
import { merchantOf } from '../http/merchant-gate';

export interface CatalogueContext {
  store: CatalogueStore;
  now: () => Date;
  wallet: GameWallet;
}

/** The snapshot, brand and answer language of a merchant-scoped request (an unsupported lang falls back to the default). */
export async function catalogueOf(ctx: CatalogueContext, request: FastifyRequest, lang?: LangCode) {
  const brand = merchantOf(request).brand;
  const snapshot = await ctx.store.get(brand);
  return { snapshot, brand, lang: lang && brand.supportLanguages.includes(lang) ? lang : brand.defaultLang };
}
