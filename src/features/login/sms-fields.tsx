/**
 * The SMS mode's fields (§5 "Login by sms": mobile number required and valid; verification
 * code required): the dialing-code dropdown of §2.9, the number, and the code with its send
 * button (sms-code machine).
 */
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SmsCodeFields, SmsLoginFields } from '../../../schemas/identity';
import type { LangCode } from '../../../schemas/languages';
import { useBrand } from '../../brand/brand-context';
import { DialingCodeSelect } from '../../ui/dialing-code/dialing-code-select';
import * as s from './login-styles';
import { SmsCodeButton } from './sms-code-button';

type SmsField = 'mobile' | 'code';
type Checked<T> = T | { errorKey: string; field: SmsField };

interface SmsFieldsState {
  language: LangCode;
  dialingCode: string;
  setDialingCode: (code: string) => void;
  mobile: string;
  setMobile: (value: string) => void;
  code: string;
  setCode: (value: string) => void;
  /** Where the dialing code starts (the visitor's country, else the brand's; docs/decisions/031). */
  currentCountry: readonly string[];
  /** The number to send a code to, or what is wrong with it. */
  target: () => Checked<SmsCodeFields>;
  /** The login fields, or the first problem. */
  check: () => Checked<{ fields: Omit<SmsLoginFields, 'type' | 'site'> }>;
}

function useSmsFields(language: LangCode): SmsFieldsState {
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const currentCountry = useBrand().phoneCountries;
  const target = (): Checked<SmsCodeFields> => {
    const number = mobile.trim();
    if (number === '') return { errorKey: 'error.phone_missing', field: 'mobile' };
    if (!dialingCode || !isValidPhoneNumber(`+${dialingCode}${number.replace(/[\s()-]/g, '')}`))
      return { errorKey: 'error.phone_invalid', field: 'mobile' };
    return { mobileNum: number, countryDialingCode: dialingCode };
  };
  const check = (): Checked<{ fields: Omit<SmsLoginFields, 'type' | 'site'> }> => {
    const to = target();
    if ('errorKey' in to) return to;
    if (code.trim() === '') return { errorKey: 'error.code_missing', field: 'code' };
    if (!/^[0-9]{6}$/.test(code.trim())) return { errorKey: 'error.code_invalid', field: 'code' };
    return { fields: { ...to, verificationCode: code.trim() } };
  };
  return { language, dialingCode, setDialingCode, mobile, setMobile, code, setCode, currentCountry, target, check };
}

export type SmsCheck = () => Checked<{ fields: Omit<SmsLoginFields, 'type' | 'site'> }>;

export interface SmsFieldsProps {
  idBase: string;
  language: LangCode;
  invalidField: string | null;
  errorId: string;
  onInvalid: (field: SmsField, errorKey: string) => void;
  /** Receives the check the form runs on submit (again whenever it changes). */
  onCheck: (check: SmsCheck) => void;
}

/** Loaded with its own chunk (libphonenumber-js and the flags) when the SMS mode shows. */
export function SmsFields({ idBase, language, invalidField, errorId, onInvalid, onCheck }: SmsFieldsProps) {
  const intl = useIntl();
  const state = useSmsFields(language);
  const { check } = state;
  useEffect(() => onCheck(check), [onCheck, check]);
  const described = (field: SmsField) => (invalidField === field ? errorId : undefined);
  return (
    <>
      <div css={s.field}>
        <label htmlFor={`${idBase}-mobile`} css={s.label}>
          <FormattedMessage id="login.mobile" />
        </label>
        <div css={s.row}>
          <DialingCodeSelect
            label={intl.formatMessage({ id: 'login.dialing_code' })}
            currentCountry={state.currentCountry}
            locale={intl.locale}
            onChange={state.setDialingCode}
          />
          <input
            id={`${idBase}-mobile`}
            css={[s.input, s.grow]}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={state.mobile}
            onChange={(e) => state.setMobile(e.target.value)}
            maxLength={32}
            required
            aria-invalid={invalidField === 'mobile'}
            aria-describedby={described('mobile')}
          />
        </div>
      </div>
      <div css={s.field}>
        <label htmlFor={`${idBase}-code`} css={s.label}>
          <FormattedMessage id="login.sms_code" />
        </label>
        <div css={s.row}>
          <input
            id={`${idBase}-code`}
            css={[s.input, s.grow]}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={state.code}
            onChange={(e) => state.setCode(e.target.value)}
            maxLength={6}
            required
            aria-invalid={invalidField === 'code'}
            aria-describedby={described('code')}
          />
          <SmsCodeButton
            purpose="LOGIN"
            target={state.target}
            onInvalid={(key) => onInvalid('mobile', key)}
            onSent={() => document.getElementById(`${idBase}-code`)?.focus()}
          />
        </div>
      </div>
    </>
  );
}
