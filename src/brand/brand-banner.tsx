/**
 * The first banner of one of the brand's banner groups (§3: w_login on /login, w_register on
 * /register), sized by the image so its space is kept while it loads, named by its title.
 * Nothing shows while it loads, when the group is empty, or when the call fails: a page banner
 * is decoration, never in the way of the form below it.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { bannerGroupQueryOptions } from '../api/content/banner-group-query';
import { usePreferences } from './brand-context';

const image = (theme: Theme) => ({ display: 'block', width: '100%', height: 'auto', borderRadius: theme.radius });

export function BrandBanner({ group, testId }: { group: string; testId?: string }) {
  const { language } = usePreferences();
  const { data } = useQuery(bannerGroupQueryOptions(group, language));
  const banner = data?.[0];
  if (!banner) return null;
  return <img css={image} src={banner.url} alt={banner.title} width={banner.width} height={banner.height} decoding="async" data-testid={testId} />;
}
