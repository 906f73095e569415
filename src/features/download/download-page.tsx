/**
 * App download (§2.7, /down): QR codes (130 px) of the brand's iOS profile (MOBILECONFIG) and
 * Android package with direct links, the no-download web entry (the Android URL's host), and
 * the install guide (a modal, its own chunk, loaded on first open).
 */
import type { Theme } from '@emotion/react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResourceType } from '../../../schemas/brand';
import { useBrand } from '../../brand/brand-context';
import { Button, buttonStyle } from '../../ui/button';
import { QrCode } from '../../brand/qr-code';
import { webAccessHost } from './web-access-host';
import type { GuidePlatform } from './guide-steps';
import { LiteCard } from './lite-card';
import { card, cardTitle, muted } from './download-styles';
import { lazyPart } from '../../brand/later-messages';

const InstallGuideDialog = lazyPart(() => import('./install-guide-dialog'));

export const downloadQrSize = 130;

const apps: { type: ResourceType; label: { id: string }; get: { id: string } }[] = [
  { type: 'MOBILECONFIG', label: { id: 'download.ios' }, get: { id: 'download.get_ios' } },
  { type: 'Android', label: { id: 'download.android' }, get: { id: 'download.get_android' } },
];

const page = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.lg,
  padding: `${theme.space.xl} ${theme.space.md}`,
  '@media (max-width: 480px)': { padding: `${theme.space.lg} ${theme.space.md}` },
});
const title = (theme: Theme) => ({
  margin: 0,
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.bold,
});
const lead = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, maxWidth: '60ch' });
const cards = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const host = (theme: Theme) => ({
  display: 'inline-block',
  padding: `${theme.space.xs} ${theme.space.md}`,
  borderRadius: theme.radius,
  background: theme.colors.surfaceRaised,
  color: theme.colors.primary,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  overflowWrap: 'anywhere' as const,
});
const guideRow = { justifySelf: 'center' } as const;

export function DownloadPage() {
  const intl = useIntl();
  const { brand } = useBrand();
  const [guideOpen, setGuideOpen] = useState<GuidePlatform | true | false>(false);
  const resources = apps.flatMap((app) => {
    const resource = brand.resources.find((r) => r.resourceType === app.type);
    return resource ? [{ ...app, url: resource.url }] : [];
  });
  const android = brand.resources.find((r) => r.resourceType === 'Android');
  const webHost = android ? webAccessHost(android.url) : '';

  return (
    <section css={page} aria-labelledby="download-title" data-testid="download-page">
      <h1 id="download-title" css={title}>
        <FormattedMessage id="download.title" values={{ brand: brand.name }} />
      </h1>
      <p css={lead}>
        <FormattedMessage id="download.lead" />
      </p>
      <ul css={cards}>
        {resources.map((app) => {
          const name = intl.formatMessage(app.label);
          return (
            <li key={app.type} css={card} data-testid={`download-${app.type}`}>
              <h2 css={cardTitle}>{name}</h2>
              <QrCode
                value={app.url}
                size={downloadQrSize}
                label={intl.formatMessage({ id: 'download.qr_label' }, { platform: name })}
                testId="download-qr"
              />
              <p css={muted}>
                <FormattedMessage id="download.scan" />
              </p>
              <a href={app.url} css={buttonStyle('quiet')}>
                <FormattedMessage {...app.get} />
              </a>
            </li>
          );
        })}
        <LiteCard onGuide={() => setGuideOpen('lite')} />
        {webHost && (
          <li css={card} data-testid="download-web">
            <h2 css={cardTitle}>
              <FormattedMessage id="download.web_title" />
            </h2>
            <p css={muted}>
              <FormattedMessage id="download.web_text" />
            </p>
            <bdi css={host} dir="ltr" data-testid="web-access-host">
              {webHost}
            </bdi>
          </li>
        )}
      </ul>
      <div css={guideRow}>
        <Button onClick={() => setGuideOpen(true)} aria-haspopup="dialog">
          <FormattedMessage id="download.guide.open" />
        </Button>
      </div>
      {guideOpen && (
        <Suspense fallback={null}>
          <InstallGuideDialog onClose={() => setGuideOpen(false)} {...(guideOpen === true ? {} : { initialPlatform: guideOpen })} />
        </Suspense>
      )}
    </section>
  );
}
