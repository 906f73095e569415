/**
 * What each registration field is (§3 "Registration user" and "Further labelled fields"):
 * its label key, widget, autocomplete token, the message keys of its errors, and whether it is
 * a social-media field (§5: no length rule shown). Pure data for compile-registration.ts.
 */
import type { ModuleFlags } from './modules';
import type { FieldRule, RegisterRules, RegistrationField } from './register-rules';

export type RegistrationWidget =
  'dialingCode' | 'smsCode' | 'captcha' | 'proofOfWork' | 'password' | 'agreement';

export interface FieldSpec {
  label: string;
  widget?: RegistrationWidget;
  autocomplete?: string;
  /** §5: social-media fields have no length rule shown. */
  social?: boolean;
  /** Message key when the text does not match (else the pattern's own key). */
  formatMessage?: string;
  /** Message key when the field is missing (else "input cannot be empty"). */
  requiredMessage?: string;
  /** Message key when the length is outside the range (else the generic length message). */
  lengthMessage?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
}

export const fieldSpecs: Record<RegistrationField, FieldSpec> = {
  username: {
    label: 'register.field.username',
    autocomplete: 'username',
    formatMessage: 'register.error.account_format',
    requiredMessage: 'register.error.username_password_required',
  },
  password: {
    label: 'register.field.password',
    widget: 'password',
    autocomplete: 'new-password',
    formatMessage: 'error.password_format',
    requiredMessage: 'register.error.username_password_required',
  },
  confirmPassword: {
    label: 'register.field.confirm_password',
    widget: 'password',
    autocomplete: 'new-password',
    formatMessage: 'register.error.confirm_incorrect',
    lengthMessage: 'register.error.confirm_incorrect',
  },
  payeeName: {
    label: 'register.field.payee_name',
    autocomplete: 'name',
    formatMessage: 'register.error.real_name_format',
  },
  email: {
    label: 'register.field.email',
    autocomplete: 'email',
    inputMode: 'email',
    formatMessage: 'register.error.email_format',
  },
  qqNum: { label: 'register.field.qq', social: true, inputMode: 'numeric' },
  mobileNum: {
    label: 'register.field.mobile',
    autocomplete: 'tel-national',
    inputMode: 'tel',
    formatMessage: 'error.phone_invalid',
    lengthMessage: 'register.error.phone_format',
    requiredMessage: 'error.phone_missing',
  },
  recommenderId: { label: 'register.field.recommender' },
  captcha: {
    label: 'register.field.captcha',
    widget: 'captcha',
    autocomplete: 'off',
    requiredMessage: 'error.captcha_required',
    formatMessage: 'error.captcha_failed',
    lengthMessage: 'error.captcha_failed',
  },
  verificationCode: {
    label: 'register.field.sms_code',
    widget: 'smsCode',
    autocomplete: 'one-time-code',
    inputMode: 'numeric',
    requiredMessage: 'error.code_missing',
    formatMessage: 'register.error.code_valid',
    lengthMessage: 'register.error.code_valid',
  },
  affiliateCode: { label: 'register.field.affiliate_code', formatMessage: 'invitation_code_error' },
  paymentPassword: { label: 'register.field.payment_password', widget: 'password', autocomplete: 'off' },
  line: { label: 'register.field.line', social: true },
  whatsapp: { label: 'register.field.whatsapp', social: true, inputMode: 'tel' },
  facebook: { label: 'register.field.facebook', social: true },
  wechat: { label: 'register.field.wechat', social: true },
  idNumber: { label: 'register.field.id_number' },
  referralCode: { label: 'register.field.referral_code' },
  nickname: { label: 'register.field.nickname', autocomplete: 'nickname' },
  telegram: { label: 'register.field.telegram', social: true },
  zalo: { label: 'register.field.zalo', social: true, inputMode: 'tel' },
  birthday: { label: 'register.field.birthday', autocomplete: 'bday' },
  address: { label: 'register.field.address', autocomplete: 'street-address' },
  nationality: { label: 'register.field.nationality', autocomplete: 'country-name' },
  occupation: { label: 'register.field.occupation', autocomplete: 'organization-title' },
  sourceOfIncome: { label: 'register.field.source_of_income' },
  bankAccountNumber: { label: 'register.field.bank_account', autocomplete: 'off', inputMode: 'numeric' },
};

/** Display order of the form (the §3 order, agreements last). */
export const fieldOrder: readonly RegistrationField[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'nickname',
  'email',
  'birthday',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'bankAccountNumber',
  'recommenderId',
  'affiliateCode',
  'referralCode',
  'captcha',
];

/** The hard cap of every text (also "SMS code max length 255" of §5). */
export const maxTextLength = 255;
/** Password length when the server sets none (READINGS #10). */
export const defaultPasswordLength = { min: 8, max: 64 } as const;

/** A rule that shows nothing (a field the server has no row for). */
export const offRule: FieldRule = {
  enabled: false,
  required: false,
  minLength: null,
  maxLength: null,
  patternId: null,
  acceptedPattern: null,
};

export interface FieldPlan {
  field: RegistrationField;
  required: boolean;
}

/** Which fields show and which are required, per §5 and READINGS #19/#21. */
export function planFields(modules: ModuleFlags, rules: RegisterRules, mobile: boolean): FieldPlan[] {
  const rule = (f: RegistrationField): FieldRule => rules[f] ?? offRule;
  const show = new Map<RegistrationField, boolean>();
  for (const f of fieldOrder) if (rule(f).enabled) show.set(f, rule(f).required);
  const withPassword = !mobile || modules.MOBILENUMPASSREG3;
  if (mobile) {
    // The number is the account's key; a username shows only where the server enables one.
    show.set('mobileNum', true);
    if (modules.REGMOBVERF3) show.set('verificationCode', true);
    else show.delete('verificationCode');
  } else {
    show.set('username', true);
    // An SMS code proves a mobile number: required with a required number, else with any number given.
    if (!show.has('mobileNum')) show.delete('verificationCode');
    else if (show.has('verificationCode')) show.set('verificationCode', show.get('mobileNum') === true);
  }
  if (withPassword) {
    show.set('password', true);
    show.set('confirmPassword', true);
  } else {
    show.delete('password');
    show.delete('confirmPassword');
  }
  if (show.has('paymentPassword')) show.set('paymentPassword', true);
  if (show.has('captcha')) show.set('captcha', true);
  return fieldOrder.filter((f) => show.has(f)).map((f) => ({ field: f, required: show.get(f) === true }));
}
