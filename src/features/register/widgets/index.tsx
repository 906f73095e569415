/** The register form's widgets, registered by the names the compiled uiSchema uses (schemas/compile-registration-fields.ts). */
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { RegistrationWidget } from '../../../../schemas/compile-registration-fields';
import { AgreementWidget } from './agreement-widget';
import { DialingCodeWidget } from './dialing-code-widget';
import { CaptchaWidget, ProofOfWorkWidget } from './human-verification-widgets';
import { PasswordWidget } from './password-widget';
import { SmsCodeWidget } from './sms-code-widget';
import { TextInput } from './text-input';
import type { WidgetProps } from '@rjsf/utils';

function TextWidget(props: WidgetProps) {
  return <TextInput props={props} />;
}

export const registerWidgets: Record<RegistrationWidget, RegistryWidgetsType[string]> & RegistryWidgetsType = {
  TextWidget,
  dialingCode: DialingCodeWidget,
  smsCode: SmsCodeWidget,
  captcha: CaptchaWidget,
  proofOfWork: ProofOfWorkWidget,
  password: PasswordWidget,
  agreement: AgreementWidget,
};
