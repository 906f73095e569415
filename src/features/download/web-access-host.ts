/**
 * The web-access entry of /down (§2.7) shows the Android URL "with scheme and path stripped":
 * the host (and a port, when there is one), lower-cased, without credentials. Pure.
 */
export function webAccessHost(url: string): string {
  const text = url.trim();
  try {
    const parsed = new URL(text);
    if (parsed.host) return parsed.host;
  } catch {
    // Not an absolute URL: strip by hand below.
  }
  const withoutScheme = text.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/^\/\//, '');
  const authority = withoutScheme.split(/[/?#\\]/, 1)[0] ?? '';
  return authority.slice(authority.lastIndexOf('@') + 1).toLowerCase();
}
