/**
 * The header's customer-service drop-down (§2.3): the brand's channels (WHATSAPP, TELEGRAM,
 * LINE from brand.customerService) as links opening in a new tab. Nothing without a channel.
 */
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useBrand } from '../../brand/brand-context';
import { buttonStyle } from '../../ui/button';
import { mobileMedia } from './breakpoints';
import { ChevronDownIcon, HeadsetIcon } from './icons';
import { useDisclosure } from './use-disclosure';

export const dropPanel = (theme: Theme) => ({
  position: 'absolute' as const,
  top: `calc(100% + ${theme.space.xxs})`,
  insetInlineEnd: 0,
  zIndex: 30,
  minWidth: `calc(${theme.space.xxl} * 5)`,
  margin: 0,
  padding: theme.space.xs,
  listStyle: 'none',
  borderRadius: theme.radius,
  background: theme.colors.surfaceRaised,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  boxShadow: `0 ${theme.space.xxs} ${theme.space.md} ${theme.colors.overlay}`,
  '&[hidden]': { display: 'none' },
  [mobileMedia]: { position: 'static' as const, boxShadow: 'none', marginTop: theme.space.xs },
});

export const dropItem = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
  width: '100%',
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.sm}`,
  border: 0,
  borderRadius: theme.radius,
  background: 'transparent',
  color: theme.colors.text,
  font: 'inherit',
  textAlign: 'start' as const,
  textDecoration: 'none',
  whiteSpace: 'nowrap' as const,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surface, color: theme.colors.primary },
});

export const dropRoot = { position: 'relative' as const };

export function HeaderServiceMenu() {
  const { customerService } = useBrand();
  const menu = useDisclosure();
  if (customerService.length === 0) return null;
  return (
    <div css={dropRoot} {...menu.rootProps}>
      <button css={buttonStyle('quiet')} {...menu.buttonProps}>
        <HeadsetIcon />
        <FormattedMessage id="cs.button" />
        <ChevronDownIcon />
      </button>
      <ul css={dropPanel} {...menu.panelProps}>
        {customerService.map((cs) => (
          <li key={`${cs.channel}-${cs.url}`}>
            <a css={dropItem} href={cs.url} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="cs.via" values={{ channel: cs.channel, handle: <bdi dir="ltr">{cs.handle}</bdi> }} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
