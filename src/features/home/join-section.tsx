/**
 * The join-us partner programme on home (§2.3): member statistics, member game detail, member
 * reports and platform cost detail, in the brand's words from the /join content, with a link
 * to /join. Headings stay in place while the texts load (no jump).
 */
import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonStyle } from '../../ui/button';
import { section, sectionHeading, sectionText } from './home-styles';
import { belowTheFold } from '../../ui/below-the-fold';
import { pageLinks } from './page-links';
import { useContentTexts } from './use-content-texts';

const features: { key: string; title: { id: string } }[] = [
  { key: 'member-statistics', title: { id: 'home.join.member_statistics' } },
  { key: 'member-game-detail', title: { id: 'home.join.member_game_detail' } },
  { key: 'member-reports', title: { id: 'home.join.member_reports' } },
  { key: 'platform-cost-detail', title: { id: 'home.join.platform_cost_detail' } },
];

const grid = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  gap: theme.space.md,
  margin: `0 0 ${theme.space.lg}`,
  padding: 0,
  listStyle: 'none',
});
const card = (theme: Theme) => ({
  padding: theme.space.md,
  borderRadius: theme.radius,
  background: theme.colors.surfaceRaised,
  borderInlineStart: `${theme.layout.focusRing} solid ${theme.colors.accent}`,
});
const cardTitle = (theme: Theme) => ({
  margin: `0 0 ${theme.space.xxs}`,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.bold,
});
const cardText = (theme: Theme) => ({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSize.sm,
});
const more = (theme: Theme) => ({
  textAlign: 'center' as const,
  padding: `${theme.space.xs} ${theme.space.lg}`,
});

export function JoinSection() {
  const { texts } = useContentTexts('join');
  const intro = texts.get('intro');
  const id = useId();
  return (
    <section css={[section, belowTheFold(590)]} aria-labelledby={`${id}-title`} data-testid="home-join">
      <h2 id={`${id}-title`} css={sectionHeading}>
        <FormattedMessage id="home.join.title" />
      </h2>
      <p css={sectionText} lang={intro?.lang}>
        {intro?.text ?? <FormattedMessage id="home.join.text" />}
      </p>
      <ul css={grid}>
        {features.map((f) => {
          const text = texts.get(f.key);
          return (
            <li key={f.key} css={card}>
              <h3 css={cardTitle} lang={text?.lang}>
                {text?.title ?? <FormattedMessage {...f.title} />}
              </h3>
              {text && (
                <p css={cardText} lang={text.lang}>
                  {text.text}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Link to={pageLinks.join} css={[buttonStyle('primary'), more]}>
        <FormattedMessage id="home.join.more" />
      </Link>
    </section>
  );
}
