/** The content calls of the console (schemas/console-content.ts) as TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consolePaths } from '../../../../schemas/console';
import type { BannerImageUploaded, ContentLanguages, ContentPreviewAnswer, ContentTexts } from '../../../../schemas/console-content';
import { consoleRequest } from '../../api/console-client';
import { refreshAfterWrite } from '../../../api/refresh-after-write';

/** One kind of content: where its list and its items live. */
export interface ContentKind {
  key: 'announcements' | 'popup' | 'banners' | 'help' | 'pages';
  list: string;
  /** The item's path template; its last parameter is the item's id. */
  item: string;
  itemParam: 'slug' | 'page';
}

export const contentKinds = {
  announcements: { key: 'announcements', list: consolePaths.announcements, item: consolePaths.announcement, itemParam: 'slug' },
  popup: { key: 'popup', list: consolePaths.popups, item: consolePaths.popup, itemParam: 'slug' },
  banners: { key: 'banners', list: consolePaths.banners, item: consolePaths.banner, itemParam: 'slug' },
  help: { key: 'help', list: consolePaths.help, item: consolePaths.helpArticle, itemParam: 'slug' },
  pages: { key: 'pages', list: consolePaths.pages, item: consolePaths.contentPage, itemParam: 'page' },
} as const satisfies Record<string, ContentKind>;

const listKey = (kind: ContentKind, merchant: string) => ['console', 'content', kind.key, merchant] as const;

export function useContentList<T>(kind: ContentKind, merchant: string) {
  return useQuery({
    queryKey: listKey(kind, merchant),
    queryFn: ({ signal }) => consoleRequest<T>(kind.list, { params: { merchant }, signal }),
  });
}

export function useContentLanguages(merchant: string) {
  return useQuery({
    queryKey: ['console', 'content', 'languages', merchant],
    queryFn: ({ signal }) => consoleRequest<ContentLanguages>(consolePaths.contentLanguages, { params: { merchant }, signal }),
    staleTime: 60_000,
  });
}

export interface SaveRequest {
  /** null: a new item (POST to the list; the body carries its slug), else the item's id (PUT). */
  id: string | null;
  body: unknown;
}

export function useSaveContent<T>(kind: ContentKind, merchant: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveRequest) =>
      id === null
        ? consoleRequest<T>(kind.list, { method: 'POST', params: { merchant }, body })
        : consoleRequest<T>(kind.item, { method: 'PUT', params: { merchant, [kind.itemParam]: id }, body }),
    onSuccess: async () => {
      await refreshAfterWrite(client, listKey(kind, merchant));
      void refreshAfterWrite(client, ['console', 'audit']);
    },
  });
}

export function useDeleteContent(kind: ContentKind, merchant: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => consoleRequest<{ deleted: string }>(kind.item, { method: 'DELETE', params: { merchant, [kind.itemParam]: id } }),
    onSuccess: async () => {
      await refreshAfterWrite(client, listKey(kind, merchant));
      void refreshAfterWrite(client, ['console', 'audit']);
    },
  });
}

export function usePreview(merchant: string) {
  return useMutation({
    mutationFn: (texts: ContentTexts) => consoleRequest<ContentPreviewAnswer>(consolePaths.contentPreview, { method: 'POST', params: { merchant }, body: { texts } }),
  });
}

export function useUploadBannerImage(merchant: string) {
  return useMutation({
    mutationFn: (base64: string) => consoleRequest<BannerImageUploaded>(consolePaths.bannerImages, { method: 'POST', params: { merchant }, body: { image: base64 } }),
  });
}
