/** The merchants page's calls (docs/decisions/045): the list, a brand, its draft, publish, onboarding and images. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consolePaths,
  type BrandAssetAnswer,
  type BrandAssetKind,
  type BrandPreviewAnswer,
  type MerchantBrandAnswer,
  type MerchantListAnswer,
  type PreviewPaletteName,
} from '../../../../schemas/console';
import { consoleRequest, consoleUpload } from '../../api/console-client';
import { refreshAfterWrite } from '../../../api/refresh-after-write';

const listKey = ['console', 'merchant-directory'] as const;
const brandKey = (merchant: string) => ['console', 'brand', merchant] as const;

export function useMerchantDirectory() {
  return useQuery({ queryKey: listKey, queryFn: ({ signal }) => consoleRequest<MerchantListAnswer>(consolePaths.merchantDirectory, { signal }) });
}

export function useMerchantBrand(merchant: string) {
  return useQuery({ queryKey: brandKey(merchant), queryFn: ({ signal }) => consoleRequest<MerchantBrandAnswer>(consolePaths.merchantBrand, { params: { merchant }, signal }) });
}

function useBrandSaved(merchant: string) {
  const client = useQueryClient();
  return (answer: MerchantBrandAnswer) => {
    client.setQueryData(brandKey(merchant), answer);
    void refreshAfterWrite(client, listKey, ['console', 'audit'], ['console', 'merchants']);
  };
}

export function useSaveDraft(merchant: string) {
  const saved = useBrandSaved(merchant);
  return useMutation({
    mutationFn: (brand: Record<string, unknown>) => consoleRequest<MerchantBrandAnswer>(consolePaths.merchantBrandDraft, { method: 'PUT', params: { merchant }, body: { brand } }),
    onSuccess: saved,
  });
}

export function usePublishBrand(merchant: string) {
  const saved = useBrandSaved(merchant);
  return useMutation({
    mutationFn: () => consoleRequest<MerchantBrandAnswer>(consolePaths.merchantBrandPublish, { method: 'POST', params: { merchant } }),
    onSuccess: saved,
  });
}

export function useUploadImage(merchant: string) {
  const saved = useBrandSaved(merchant);
  return useMutation({
    mutationFn: ({ kind, file }: { kind: BrandAssetKind; file: File }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file);
      return consoleUpload<BrandAssetAnswer>(consolePaths.merchantBrandAssets, { merchant }, form);
    },
    onSuccess: (answer) => saved(answer.brand),
  });
}

export function useOnboard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, brand }: { code: string; brand: Record<string, unknown> }) => consoleRequest<MerchantBrandAnswer>(consolePaths.merchants, { method: 'POST', body: { code, brand } }),
    onSuccess: (answer) => {
      client.setQueryData(brandKey(answer.merchant), answer);
      void refreshAfterWrite(client, listKey, ['console', 'merchants']);
    },
  });
}

/** Opens a live preview of the merchant's saved draft (decision 055): a new address every time. */
export function useBrandPreview(merchant: string) {
  return useMutation({
    mutationFn: (palette: PreviewPaletteName) => consoleRequest<BrandPreviewAnswer>(consolePaths.merchantBrandPreview, { method: 'POST', params: { merchant }, body: { palette } }),
  });
}
