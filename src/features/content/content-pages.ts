/**
 * Which gateway content page each content route shows (GET /wps/system/content/:page). The
 * points mall's page is seeded per brand (point-mall); where an operator has none, the page
 * shows its intro from the catalogue instead (builtInIntros).
 */
export type ContentPageName =
  | 'join'
  | 'sponsor1'
  | 'sponsor2'
  | 'sponsor3'
  | 'seamless'
  | 'pointMall'
  | 'terms'
  | 'privacy'
  | 'responsibleGaming';

export const contentPageIds: Record<ContentPageName, string | null> = {
  join: 'join',
  sponsor1: 'sponsor1',
  sponsor2: 'sponsor2',
  sponsor3: 'sponsor3',
  seamless: 'seamless',
  pointMall: 'point-mall',
  terms: 'terms',
  privacy: 'privacy',
  responsibleGaming: 'responsible-gaming',
};

/** Pages with a built-in intro: shown when there is no gateway page (null id, or a 404). */
export const builtInIntros: Partial<
  Record<ContentPageName, { title: { id: string }; text: { id: string } }>
> = {
  pointMall: { title: { id: 'content.point_mall.title' }, text: { id: 'content.point_mall.text' } },
};

/**
 * The product's own rules a page always states, whatever the brand's text says (§9 "Points never
 * expire"): shown under the page, in the language on screen.
 */
export const pageRules: Partial<Record<ContentPageName, { id: string }>> = {
  pointMall: { id: 'content.point_mall.never_expire' },
};
