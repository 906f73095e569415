/**
 * The footer (§2.3): vendor icons (from the game menus), the help menu (help centre, terms,
 * privacy, responsible gaming), the brand's social links, its licence texts in the current
 * language (else the brand's default) and the copyright years.
 */
import type { Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Licence } from '../../../schemas/brand';
import type { LangCode } from '../../../schemas/languages';
import { distinctVendors, useVendorMenus } from '../../api/catalogue/vendor-menus';
import { useBrand, usePreferences } from '../../brand/brand-context';
import { languageTag } from '../../brand/language';
import { VendorIcon } from '../../features/games-centre/vendor-icon';
import { paths } from '../paths';
import { mobileMedia } from './breakpoints';
import { belowTheFold } from '../../ui/below-the-fold';
import { resourceName, socialResources } from './social-links';

const footer = (theme: Theme) => ({
  marginTop: theme.space.xl,
  background: theme.colors.surface,
  borderTop: `${theme.layout.hairline} solid ${theme.colors.border}`,
  color: theme.colors.textMuted,
  fontSize: theme.fontSize.sm,
  // Below the first screen on every page (main is at least a window tall).
  ...belowTheFold(640),
});
const inner = (theme: Theme) => ({
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `${theme.space.xl} ${theme.space.lg}`,
  display: 'grid',
  gap: theme.space.xl,
  [mobileMedia]: { padding: `${theme.space.lg} ${theme.space.md}` },
});
const vendorRow = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: theme.space.xs,
});
const columns = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.xl,
  gridTemplateColumns: `repeat(auto-fit, minmax(calc(${theme.space.xxl} * 4), 1fr))`,
});
const columnHeading = (theme: Theme) => ({
  margin: `0 0 ${theme.space.xs}`,
  fontSize: theme.fontSize.md,
  color: theme.colors.text,
});
const links = (theme: Theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xxs });
const link = (theme: Theme) => ({
  color: theme.colors.textMuted,
  '&:hover': { color: theme.colors.primary },
});
const licenceText = (theme: Theme) => ({ margin: `0 0 ${theme.space.sm}` });
const copyright = { margin: 0, textAlign: 'center' as const };

const helpLinks = [
  { to: paths.help, label: 'w_help' },
  { to: paths.terms, label: 'footer.terms' },
  { to: paths.privacy, label: 'footer.privacy' },
  { to: paths.responsibleGaming, label: 'footer.responsible_gaming' },
] as const;

/** Pure: a licence's text in the language on screen, else the brand default, else any; with its language. */
export function licenceIn(licence: Licence, language: LangCode, fallback: LangCode): { lang: LangCode; text: string } | null {
  for (const code of [language, fallback]) {
    const text = licence.text[code];
    if (text) return { lang: code, text };
  }
  const first = Object.entries(licence.text).find(([, text]) => text);
  return first ? { lang: first[0] as LangCode, text: first[1] as string } : null;
}

function VendorIcons() {
  const intl = useIntl();
  const menus = useVendorMenus();
  const vendors = distinctVendors(menus.data ?? []);
  if (vendors.length === 0) return null;
  return (
    <section aria-label={intl.formatMessage({ id: 'footer.vendors' })}>
      <ul css={vendorRow}>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <VendorIcon src={v.iconUrl} code={v.vassalage} alt={v.displayName} size="md" lazy />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Footer() {
  const { brand } = useBrand();
  const { language } = usePreferences();
  const social = socialResources(brand.resources);
  return (
    <footer css={footer}>
      <div css={inner}>
        <VendorIcons />
        <div css={columns}>
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help" css={columnHeading}>
              <FormattedMessage id="footer.help" />
            </h2>
            <ul css={links}>
              {helpLinks.map((l) => (
                <li key={l.to}>
                  <Link css={link} to={l.to}>
                    <FormattedMessage id={l.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {social.length > 0 && (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social" css={columnHeading}>
                <FormattedMessage id="footer.social" />
              </h2>
              <ul css={links}>
                {social.map((r) => (
                  <li key={`${r.resourceType}-${r.url}`}>
                    <a css={link} href={r.url} target="_blank" rel="noopener noreferrer">
                      <bdi>{resourceName(r)}</bdi>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {brand.licences.length > 0 && (
            <section aria-labelledby="footer-licences">
              <h2 id="footer-licences" css={columnHeading}>
                <FormattedMessage id="footer.licences" />
              </h2>
              {brand.licences.map((licence) => {
                const shown = licenceIn(licence, language, brand.defaultLang);
                return shown ? (
                  <p key={licence.authority} css={licenceText} lang={shown.lang === language ? undefined : languageTag(shown.lang)}>
                    {shown.text}
                  </p>
                ) : null;
              })}
            </section>
          )}
        </div>
        <p css={copyright}>
          <FormattedMessage
            id="footer.copyright"
            values={{
              years: <bdi dir="ltr">{`${brand.copyright.from}–${brand.copyright.to}`}</bdi>,
              brand: <bdi>{brand.name}</bdi>,
            }}
          />
        </p>
      </div>
    </footer>
  );
}
