/**
 * Demo content pages per brand, in section order: home extras (app download, rebates, service),
 * the partner programme (/join: member statistics, member game detail, member reports, platform
 * cost detail), three sponsor pages, the seamless wallet, the points mall, terms, privacy, responsible gaming.
 */
import type { ContentPageId } from '../../../../schemas/content';
import type { PageTextSet } from './seed-texts';

type SectionsOf<P extends ContentPageId> = keyof PageTextSet[P]['sections'] & string;

export const pageSectionOrder: { [P in ContentPageId]: readonly SectionsOf<P>[] } = {
  home: ['app-download', 'rebates', 'service'],
  join: ['intro', 'member-statistics', 'member-game-detail', 'member-reports', 'platform-cost-detail'],
  sponsor1: ['main'],
  sponsor2: ['main'],
  sponsor3: ['main'],
  seamless: ['main'],
  'point-mall': ['main'],
  terms: ['main'],
  privacy: ['main'],
  'responsible-gaming': ['main'],
};
