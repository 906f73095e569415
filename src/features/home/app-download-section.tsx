/**
 * The app download section of home (§2.1): QR codes of the brand's iOS profile (MOBILECONFIG)
 * and Android package at the §9 default size (200; only /down and the side bar have sizes of
 * their own, §2.7), the brand's own words from the home content, and a link to /down.
 */
import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ResourceType } from '../../../schemas/brand';
import { useBrand } from '../../brand/brand-context';
import { section, sectionHeading, sectionText, textLink } from './home-styles';
import { belowTheFold } from '../../ui/below-the-fold';
import { pageLinks } from './page-links';
import { QrCode } from '../../brand/qr-code';
import { useContentTexts } from './use-content-texts';

const apps: { type: ResourceType; label: { id: string } }[] = [
  { type: 'MOBILECONFIG', label: { id: 'download.ios' } },
  { type: 'Android', label: { id: 'download.android' } },
];

const layout = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.lg,
});
const codes = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: theme.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const code = (theme: Theme) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space.xs,
  fontWeight: theme.fontWeight.medium,
});
const copy = { flex: '1 1 16rem', minWidth: 0 };

export function AppDownloadSection() {
  const intl = useIntl();
  const { brand } = useBrand();
  const { texts } = useContentTexts('home');
  const id = useId();
  const intro = texts.get('app-download');
  const resources = apps.flatMap((app) => {
    const resource = brand.resources.find((r) => r.resourceType === app.type);
    return resource ? [{ ...app, url: resource.url }] : [];
  });
  if (resources.length === 0) return null;
  return (
    <section css={[section, belowTheFold(680)]} aria-labelledby={`${id}-title`} data-testid="home-download">
      <div css={layout}>
        <div css={copy}>
          <h2 id={`${id}-title`} css={sectionHeading}>
            <FormattedMessage id="home.download.title" values={{ brand: brand.name }} />
          </h2>
          <p css={sectionText} lang={intro?.lang}>
            {intro?.text ?? <FormattedMessage id="home.download.text" />}
          </p>
          <Link to={pageLinks.down} css={textLink}>
            <FormattedMessage id="home.download.more" />
          </Link>
        </div>
        <ul css={codes}>
          {resources.map((app) => {
            const name = intl.formatMessage(app.label);
            return (
              <li key={app.type} css={code}>
                <QrCode
                  value={app.url}
                  label={intl.formatMessage({ id: 'download.qr_label' }, { platform: name })}
                />
                <span>{name}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
