/**
 * The allow-list every stored HTML content passes on its way IN (seed, operator tools), so the
 * gateway only ever stores and serves clean markup; the browser sanitises again (DOMPurify).
 *
 * Kept: text structure (paragraphs, headings, lists, tables, emphasis), links to https:, mailto:,
 * tel: or same-origin paths, and images from https: or same-origin paths. Dropped: every other
 * tag (script, style, iframe, svg, form … with their content), every event handler, every style
 * and class attribute, javascript:/data:/vbscript: and protocol-relative URLs. Links opening a
 * new tab get rel="noopener noreferrer".
 *
 * Finally the text itself is defused: "javascript:" becomes "javascript&#58;" and "on…=" becomes
 * "on…&#61;" wherever they survive as text or attribute values, so no later, naive consumer
 * (a mail template, an RSS feed) can be tricked by them. Both entities render identically.
 */
import sanitizeHtml from 'sanitize-html';

const allowedTags = [
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span',
  'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
];

/** Tags removed together with everything inside them. */
const dropWithContent = [
  'script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed',
  'svg', 'math', 'title', 'xmp', 'noembed', 'noframes', 'select', 'head',
];

const dimension = /^\d{1,4}$/;

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: dropWithContent,
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _ignored, ...rest } = attribs;
      return target === '_blank'
        ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.src !== undefined) out.src = attribs.src;
      out.alt = attribs.alt ?? '';
      for (const k of ['width', 'height'] as const) {
        const v = attribs[k];
        if (v !== undefined && dimension.test(v)) out[k] = v;
      }
      return { tagName, attribs: out };
    },
  },
};

/** Defuses what survives as text or attribute value (see the file comment). */
function defuse(html: string): string {
  return html.replace(/javascript:/gi, (m) => `${m.slice(0, -1)}&#58;`).replace(/(\son\w+\s*)=/gi, '$1&#61;');
}

/** Clean HTML for storage and display. Idempotent in effect: cleaning clean HTML keeps it clean. */
export function sanitiseHtml(html: string): string {
  return defuse(sanitizeHtml(html, options)).trim();
}

/** Every value of a language → HTML map, sanitised. */
export function sanitiseTexts(texts: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([lang, html]) => [lang, sanitiseHtml(html)]));
}
