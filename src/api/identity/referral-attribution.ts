/**
 * Registration attribution (§2.4 "reads query parameter referralCode", §7 register: referralCode
 * and affiliateCode): the codes of the FIRST visit's address are kept in localStorage at boot
 * and sent with a registration later, even after the visitor browsed away or came back another
 * day. A later visit with other codes does not replace them (first visit wins). Only codes the
 * gateway accepts are kept (letters, digits, "_" and "-", at most 64).
 */
export interface Attribution {
  referralCode?: string;
  affiliateCode?: string;
}

export const attributionStorageKey = 'registerAttribution';
const codePattern = /^[A-Za-z0-9_-]{1,64}$/;
/** Query names read, per code (§2.4 names referralCode; affiliateCode is the §7 field's name). */
const queryNames: Record<keyof Attribution, readonly string[]> = {
  referralCode: ['referralCode'],
  affiliateCode: ['affiliateCode'],
};

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Pure: the attribution codes of an address's query string. */
export function attributionOf(search: string): Attribution {
  const params = new URLSearchParams(search);
  const found: Attribution = {};
  for (const [field, names] of Object.entries(queryNames) as [keyof Attribution, readonly string[]][]) {
    const value = names.map((n) => params.get(n)?.trim()).find((v) => v !== undefined && codePattern.test(v));
    if (value) found[field] = value;
  }
  return found;
}

/** The kept attribution ({} when none, or when what is stored is not ours). */
export function readAttribution(): Attribution {
  try {
    const parsed: unknown = JSON.parse(store()?.getItem(attributionStorageKey) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const kept: Attribution = {};
    for (const field of ['referralCode', 'affiliateCode'] as const) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && codePattern.test(value)) kept[field] = value;
    }
    return kept;
  } catch {
    return {};
  }
}

/** At boot: keeps the address's codes unless a first visit already left some. */
export function captureAttribution(search: string): void {
  const found = attributionOf(search);
  if (Object.keys(found).length === 0) return;
  if (Object.keys(readAttribution()).length > 0) return;
  try {
    store()?.setItem(attributionStorageKey, JSON.stringify(found));
  } catch {
    // Quota or privacy mode: this visit registers without attribution.
  }
}
