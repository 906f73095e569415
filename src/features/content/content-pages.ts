/**
 * Which gateway content page each content route shows (GET /wps/system/content/:page). The
 * points mall has no brand page in the seed yet: its intro comes from the catalogue then.
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

export const contentPageIds: Record<ContentPageName, string> = {
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

/** Pages that show a built-in intro when the brand has no page of that id (404). */
export const builtInIntros: Partial<Record<ContentPageName, { title: { id: string }; text: { id: string } }>> = {
  pointMall: { title: { id: 'content.point_mall.title' }, text: { id: 'content.point_mall.text' } },
};
