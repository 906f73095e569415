/**
 * One banner: its image (intrinsic width/height, so the space is reserved) inside the link its
 * linkage names: an in-app route (router link), an external URL (new tab, noopener), or no link.
 * The banner title is the image's text alternative.
 */
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Banner } from '../../../schemas/content';
import { visuallyHidden } from '../../ui/visually-hidden';
import type { BannerTarget } from './banner-target';

const image = { display: 'block', width: '100%', height: 'auto' } as const;
const link = (theme: Theme) => ({
  display: 'block',
  borderRadius: 'inherit',
  outlineOffset: `calc(-1 * ${theme.layout.focusRing})`,
});

interface BannerSlideProps {
  banner: Banner;
  target: BannerTarget;
  /** The first banner: the page's largest paint, fetched first and never lazily. */
  priority?: boolean;
}

export function BannerSlide({ banner, target, priority = false }: BannerSlideProps) {
  const intl = useIntl();
  const img = (
    <img
      css={image}
      src={banner.url}
      alt={banner.title}
      width={banner.width}
      height={banner.height}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      data-testid="banner-image"
    />
  );
  if (target.kind === 'route') {
    return (
      <Link to={target.path} css={link} data-linkage="route">
        {img}
      </Link>
    );
  }
  if (target.kind === 'url') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" css={link} data-linkage="url">
        {img}
        <span css={visuallyHidden}>{intl.formatMessage({ id: 'home.banner.new_tab' })}</span>
      </a>
    );
  }
  return img;
}
