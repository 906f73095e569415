/**
 * HTML from the gateway (announcements, notices, help articles), sanitised with DOMPurify in
 * the browser before it is rendered, on top of the gateway's own sanitising. Import this only
 * from lazily loaded modules (modal contents): DOMPurify is not part of the first page.
 * Links open in a new tab without handing the page over (noopener, noreferrer).
 */
import type { Theme } from '@emotion/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

let hooked = false;

function purifier(): typeof DOMPurify {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify;
}

/** The sanitised markup: no scripts, event handlers, forms, frames, styles or javascript: URLs. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

const prose = (theme: Theme) => ({
  overflowWrap: 'anywhere' as const,
  lineHeight: 1.6,
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  'p, ul, ol': { margin: `0 0 ${theme.space.sm}` },
  'ul, ol': { paddingInlineStart: theme.space.lg },
  a: { color: theme.colors.text, textDecoration: 'underline' },
  img: { maxWidth: '100%', height: 'auto' },
});

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div css={prose} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
