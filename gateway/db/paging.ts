/** Page arithmetic of the member centre's lists (schemas/payments.ts Page<T>). */
import { defaultPageSize, maxPageSize, type Page, type PageQuery } from '../../schemas/payments';

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageWindow(query: PageQuery): PageWindow {
  const pageSize = Math.min(maxPageSize, Math.max(1, Math.trunc(query.pageSize ?? defaultPageSize)));
  const page = Math.max(1, Math.trunc(query.page ?? 1));
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function pageOf<T>(items: T[], window: PageWindow, total: number): Page<T> {
  return { items, page: window.page, pageSize: window.pageSize, total, totalPages: Math.ceil(total / window.pageSize) };
}
