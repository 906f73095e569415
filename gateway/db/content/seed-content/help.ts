/** Demo help centre per brand: four categories, two articles each. Texts from the language packs. */
import type { HelpArticleSlug, HelpCategorySlug } from './seed-texts';

export const helpCategoryPlan: readonly { slug: HelpCategorySlug; sort: number }[] = [
  { slug: 'deposits', sort: 10 },
  { slug: 'withdrawals', sort: 20 },
  { slug: 'account', sort: 30 },
  { slug: 'responsible-gaming', sort: 40 },
];

export const helpArticlePlan: readonly { slug: HelpArticleSlug; category: HelpCategorySlug; sort: number }[] = [
  { slug: 'deposit-methods', category: 'deposits', sort: 10 },
  { slug: 'deposit-missing', category: 'deposits', sort: 20 },
  { slug: 'withdraw-how', category: 'withdrawals', sort: 10 },
  { slug: 'withdraw-time', category: 'withdrawals', sort: 20 },
  { slug: 'account-register', category: 'account', sort: 10 },
  { slug: 'account-password', category: 'account', sort: 20 },
  { slug: 'rg-limits', category: 'responsible-gaming', sort: 10 },
  { slug: 'rg-self-exclusion', category: 'responsible-gaming', sort: 20 },
];
