/**
 * Team management's breadcrumb (drill down): the answer's path from me to the member whose
 * downlines are listed, as links; the first crumb is always "my team" (no parentId), the last
 * one is the current level (not a link).
 */
import type { TeamAnswer } from '../../../schemas/agent';

export interface Crumb {
  /** The member to list under, or null for my own direct downlines. */
  parentId: string | null;
  /** The member's account, or null for "my team". */
  account: string | null;
  current: boolean;
}

export function crumbsOf(path: TeamAnswer['path']): Crumb[] {
  const crumbs: Crumb[] = [{ parentId: null, account: null, current: path.length === 0 }];
  path.forEach((step, i) => crumbs.push({ parentId: step.id, account: step.account, current: i === path.length - 1 }));
  return crumbs;
}

/** Pages of a paged answer (at least 1). */
export function totalPages(answer: { total: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(answer.total / Math.max(1, answer.pageSize)));
}
