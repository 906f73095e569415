/**
 * Flag pictures (§2.9 "flag images come from an image host path by country code"): the SVGs of
 * the country-flag-icons package, emitted by the build as files of their own (never inlined),
 * so the page loads only the flags it shows.
 */
const files = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

const byCountry = new Map<string, string>(
  Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

/** The flag's address, or null when the package has none for the code. */
export function flagUrl(countryCode: string): string | null {
  return byCountry.get(countryCode.toUpperCase()) ?? null;
}
