/**
 * The register call's plaintext (§7 register / register mobile; docs/decisions/018): the form's
 * values, the human-verification result, and the transport fields — registerMethod WEB, the
 * page's address and domain, login true, and the first visit's referral and affiliate codes
 * where no form field carries them (a shown field was prefilled with them instead).
 */
import type { CompiledRegistration } from '../../../schemas/compile-registration';
import type { HumanProof, RegisterFields } from '../../../machines/register.machine';
import type { Attribution } from '../../api/identity/referral-attribution';

export interface PageAddress {
  origin: string;
  pathname: string;
  host: string;
}

export function registerPayload(
  compiled: Pick<CompiledRegistration, 'schema'>,
  fields: RegisterFields,
  proof: HumanProof,
  attribution: Attribution,
  page: PageAddress,
): Record<string, unknown> {
  const shown = compiled.schema.properties;
  const payload: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!(name in shown) || value === undefined || value === '') continue;
    // Sent as the form's validator judged it (no trimming): the gateway checks the same schema.
    payload[name] = value;
  }
  Object.assign(payload, proof);
  payload.registerMethod = 'WEB';
  payload.registerUrl = `${page.origin}${page.pathname}`.slice(0, 2048);
  payload.domain = page.host;
  payload.login = true;
  for (const code of ['referralCode', 'affiliateCode'] as const) {
    const kept = attribution[code];
    if (!(code in shown) && kept) payload[code] = kept;
  }
  return payload;
}

/** The form's first values: a shown referral or affiliate field starts with the first visit's code. */
export function initialValues(compiled: Pick<CompiledRegistration, 'schema'>, attribution: Attribution): RegisterFields {
  const values: RegisterFields = {};
  for (const code of ['referralCode', 'affiliateCode'] as const) {
    const kept = attribution[code];
    if (code in compiled.schema.properties && kept) values[code] = kept;
  }
  return values;
}
