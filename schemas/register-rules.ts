/**
 * Registration field rules (§3 "Registration field rule"): the server's word, per field, on
 * whether it shows, whether it is required, its length range and its pattern.
 * Seeded from brands/<merchant>/register-rules.json, kept in the database per merchant.
 */
export const registrationFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'nickname',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'bankAccountNumber',
] as const;

export type RegistrationField = (typeof registrationFields)[number];

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  minLength: number | null;
  maxLength: number | null;
  /** Id in the pattern table (0..22), or null for none. */
  patternId: number | null;
  /** A server-supplied regular expression that wins over patternId; "*" means any text. */
  acceptedPattern: string | null;
}

export type RegisterRules = Partial<Record<RegistrationField, FieldRule>>;

export function isRegistrationField(name: string): name is RegistrationField {
  return (registrationFields as readonly string[]).includes(name);
}
