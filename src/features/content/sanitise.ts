/**
 * DOMPurify, loaded on demand (never in the first page's JS), configured once: plain HTML only
 * (no SVG or MathML), no forms, styles or frames, and links that open elsewhere get
 * rel="noopener noreferrer". The gateway stored the HTML sanitised already; this is the
 * browser's own check (decision 005).
 */
import type { DOMPurify } from 'dompurify';

let ready: Promise<DOMPurify> | null = null;

function configure(purify: DOMPurify): DOMPurify {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
}

export function loadSanitiser(): Promise<DOMPurify> {
  ready ??= import('dompurify').then((m) => configure(m.default));
  ready.catch(() => {
    ready = null; // a failed chunk may be fetched again
  });
  return ready;
}

export function sanitise(purify: DOMPurify, html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}
