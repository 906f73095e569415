/**
 * Images members upload (withdrawal proofs, avatars): the type is read from the first bytes (the
 * file name and the declared type are ignored), so a renamed script or HTML file is refused.
 */
export type MemberImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export const memberImageExtensions: Record<MemberImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type by magic bytes, or null when it is none of PNG, JPEG, WebP. */
export function sniffImageType(bytes: Uint8Array): MemberImageType | null {
  if (startsWith(bytes, png) && bytes.length > 24) return 'image/png';
  // JPEG: SOI marker then another marker (FF D8 FF), and the EOI somewhere is not required (streams may be padded).
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length > 4) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && startsWith(bytes, ascii('VP8'), 12)) return 'image/webp';
  return null;
}
