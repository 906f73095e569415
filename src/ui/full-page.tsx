/** A whole-page message: a centred panel with a heading, text and actions (§2.2 screens). */
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

const page = (theme: Theme) => ({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: theme.space.lg,
  background: theme.colors.background,
  color: theme.colors.text,
});

const panel = (theme: Theme) => ({
  width: '100%',
  maxWidth: theme.layout.panelWidth,
  padding: theme.space.xl,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  display: 'grid',
  gap: theme.space.md,
  justifyItems: 'center',
  textAlign: 'center' as const,
});

const heading = (theme: Theme) => ({
  margin: 0,
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.bold,
});

export function FullPage({ children }: { children: ReactNode }) {
  return <main css={page}>{children}</main>;
}

interface FullPagePanelProps {
  title: string;
  media?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

export function FullPagePanel({ title, media, children, actions }: FullPagePanelProps) {
  return (
    <FullPage>
      <section css={panel} aria-labelledby="full-page-title">
        {media}
        <h1 id="full-page-title" css={heading}>
          {title}
        </h1>
        {children}
        {actions}
      </section>
    </FullPage>
  );
}
