/**
 * The link addresses an author may give the editor: https URLs with a host, and mailto: — what the
 * gateway's sanitiser keeps (an http link would be dropped on save, silently). Anything else
 * (http:, javascript:, data:, relative paths) is refused before it reaches the document; the
 * sanitiser still decides what is stored (decision 048).
 */
export function linkAddress(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return url.pathname.length > 0 ? text : null;
  if (url.protocol === 'https:' && url.hostname !== '') return url.href;
  return null;
}
