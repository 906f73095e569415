/**
 * The browser's internationalisation opened before the first paint (decision 067). A tab's
 * first use of Intl costs ~20–30 ms (Chromium loads its ICU data then, whatever the locale); in
 * the app that fell inside the first render's task, after the still first paint, where Lighthouse
 * counts it as blocking time (×4 on its phone). Run during parsing, before the still is painted,
 * it only delays that paint by as much, and every later Intl call (react-intl's locale checks,
 * number and date formats) finds ICU open.
 *
 * Inline, so it needs no round trip; the page that carries it allows exactly this script by its
 * hash (security-headers.ts `inlineScriptHashes`). No other inline script runs.
 */
import { createHash } from 'node:crypto';

export const intlWarmUpScript = 'try{new Intl.NumberFormat().format(0)}catch(e){}';

/** The script's CSP source ('sha256-…'). */
export const intlWarmUpHash = `'sha256-${createHash('sha256').update(intlWarmUpScript).digest('base64')}'`;

export const intlWarmUpMarkup = `<script>${intlWarmUpScript}</script>`;
