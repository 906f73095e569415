/**
 * The query keys of promotions (issue 19): the list per language and session, my bonuses, my
 * feedback. A module of its own so the first screen can seed the list (src/app/first-screen.ts)
 * without the calls' code.
 */
import type { LangCode } from '../../../schemas/languages';

export const promotionKeys = {
  all: ['promotions'] as const,
  list: (lang: LangCode, token: string | null) => ['promotions', 'list', lang, token] as const,
  bonuses: ['promotions', 'bonuses'] as const,
  feedback: ['promotions', 'feedback'] as const,
};
