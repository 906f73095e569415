/**
 * Brand or announcement HTML, sanitised in the browser (DOMPurify, lazily loaded) before it is
 * rendered. Until the sanitiser is in, the text shows without markup, so the space is taken
 * and nothing unsanitised ever reaches the DOM.
 */
import { useEffect, useState } from 'react';
import type { DOMPurify } from 'dompurify';
import { loadSanitiser, sanitise } from './sanitise';

interface SafeHtmlProps {
  html: string;
  lang?: string;
  className?: string;
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

export function SafeHtml({ html, lang, className }: SafeHtmlProps) {
  const [purify, setPurify] = useState<DOMPurify | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadSanitiser().then(
      (p) => live && setPurify(() => p),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!purify || failed) {
    return (
      <div className={className} lang={lang}>
        <p>{plainText(html)}</p>
      </div>
    );
  }
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: sanitise(purify, html) }} />;
}
