/**
 * The right bar (§2.3), desktop only: a narrow strip at the page's end edge with the app
 * download QR codes, customer service and social links, each in a flyout, and a collapse toggle
 * whose state persists. Hidden at ≤ 480 px, where the header menu carries customer service and
 * the footer the social links; /down has the downloads.
 */
import type { Theme } from '@emotion/react';
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useFlag } from '../../api/identity/session-preferences';
import { useBrand } from '../../brand/brand-context';
import { Spinner } from '../../ui/spinner';
import { paths } from '../paths';
import { mobileMedia } from './breakpoints';
import { dropItem } from './header-service-menu';
import { HeadsetIcon, PhoneIcon, ShareIcon, SidebarIcon } from './icons';
import { appResources, resourceName, socialResources } from './social-links';
import { useDisclosure } from './use-disclosure';
import { lazyPart } from '../../brand/later-messages';

const AppQrCodes = lazyPart(() => import('./app-qr-codes').then((m) => ({ default: m.AppQrCodes })));

const bar = (theme: Theme) => ({
  position: 'fixed' as const,
  insetInlineEnd: 0,
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 15,
  display: 'grid',
  gap: theme.space.xxs,
  padding: theme.space.xxs,
  borderStartStartRadius: theme.radius,
  borderEndStartRadius: theme.radius,
  background: theme.colors.surfaceRaised,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  borderInlineEnd: 0,
  boxShadow: `0 ${theme.space.xxs} ${theme.space.md} ${theme.colors.overlay}`,
  [mobileMedia]: { display: 'none' },
});
const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', '&[hidden]': { display: 'none' } } as const;
const stripButton = (theme: Theme) => ({
  display: 'grid',
  placeItems: 'center',
  width: theme.space.xxl,
  height: theme.space.xxl,
  border: 0,
  borderRadius: theme.radius,
  background: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover, &[aria-expanded="true"]': { background: theme.colors.surface, color: theme.colors.primary },
});
const flyout = (theme: Theme) => ({
  position: 'absolute' as const,
  top: 0,
  insetInlineEnd: `calc(100% + ${theme.space.xs})`,
  minWidth: `calc(${theme.space.xxl} * 4)`,
  padding: theme.space.md,
  borderRadius: theme.radius,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  boxShadow: `0 ${theme.space.xxs} ${theme.space.md} ${theme.colors.overlay}`,
  display: 'grid',
  gap: theme.space.sm,
  '&[hidden]': { display: 'none' },
});
const flyoutTitle = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.md });
const qrBox = (theme: Theme) => ({ minHeight: `calc(${theme.space.xxl} * 2)`, display: 'grid', placeItems: 'center' });
const textLink = (theme: Theme) => ({ color: theme.colors.primary, fontWeight: theme.fontWeight.medium });

function Flyout({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  const panel = useDisclosure();
  return (
    <li {...panel.rootProps} css={{ position: 'relative' }}>
      <button css={stripButton} {...panel.buttonProps} aria-label={label}>
        {icon}
      </button>
      <div css={flyout} {...panel.panelProps} role="group" aria-label={label}>
        <p css={flyoutTitle}>{label}</p>
        {panel.open && children}
      </div>
    </li>
  );
}

export function RightBar() {
  const intl = useIntl();
  const { brand, customerService } = useBrand();
  const [collapsed, setCollapsed] = useFlag('rightBarCollapsed');
  const apps = appResources(brand.resources);
  const social = socialResources(brand.resources);
  const label = intl.formatMessage({ id: 'rightbar.label' });
  return (
    <aside css={bar} aria-label={label}>
      {(
        <ul css={list} id="right-bar-items" hidden={collapsed}>
          {apps.length > 0 && (
            <Flyout icon={<PhoneIcon />} label={intl.formatMessage({ id: 'w_download' })}>
              <div css={qrBox}>
                <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'boot.loading' })} />}>
                  <AppQrCodes apps={apps} />
                </Suspense>
              </div>
              <Link css={textLink} to={paths.down}>
                <FormattedMessage id="rightbar.more_download" />
              </Link>
            </Flyout>
          )}
          {customerService.length > 0 && (
            <Flyout icon={<HeadsetIcon />} label={intl.formatMessage({ id: 'cs.button' })}>
              <ul css={list}>
                {customerService.map((cs) => (
                  <li key={`${cs.channel}-${cs.url}`}>
                    <a css={dropItem} href={cs.url} target="_blank" rel="noopener noreferrer">
                      <FormattedMessage id="cs.via" values={{ channel: cs.channel, handle: <bdi dir="ltr">{cs.handle}</bdi> }} />
                    </a>
                  </li>
                ))}
              </ul>
            </Flyout>
          )}
          {social.length > 0 && (
            <Flyout icon={<ShareIcon />} label={intl.formatMessage({ id: 'footer.social' })}>
              <ul css={list}>
                {social.map((r) => (
                  <li key={`${r.resourceType}-${r.url}`}>
                    <a css={dropItem} href={r.url} target="_blank" rel="noopener noreferrer">
                      <bdi>{resourceName(r)}</bdi>
                    </a>
                  </li>
                ))}
              </ul>
            </Flyout>
          )}
        </ul>
      )}
      <button
        type="button"
        css={stripButton}
        aria-expanded={!collapsed}
        aria-controls="right-bar-items"
        aria-label={intl.formatMessage({ id: collapsed ? 'rightbar.expand' : 'rightbar.collapse' })}
        onClick={() => setCollapsed(!collapsed)}
      >
        <SidebarIcon />
      </button>
    </aside>
  );
}
