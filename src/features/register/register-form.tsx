/**
 * One register form (mode register or registerMobile; §2.4, §5): the merchant's rules are read
 * when the form opens, the form is compiled from them (schemas/compile-registration), and it is
 * validated by the gateway's precompiled validator module for the same rules (CSP-safe, no ajv
 * compile in the browser; docs/decisions/019). RJSF renders it with the widgets registered by
 * name; the register machine drives the submit. A changed rule or module shows on the next open.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { compileRegistration, type CompiledRegistration, type RegistrationMode } from '../../../schemas/compile-registration';
import type { RegisterFields } from '../../../machines/register.machine';
import { currentMerchant } from '../../api/client';
import { permissionQueryPrefix } from '../../api/permission-query';
import { fetchCaptcha } from '../../api/identity/login-calls';
import { readAttribution } from '../../api/identity/referral-attribution';
import { fetchProofOfWorkChallenge, fetchRegisterRules, loadRegisterValidator, type RegisterValidatorModule } from '../../api/identity/register-calls';
import { useBrand } from '../../brand/brand-context';
import { buttonStyle } from '../../ui/button';
import { DialogOnOpen } from '../../ui/modal/dialog-on-open';
import { Spinner } from '../../ui/spinner';
import { createCaptchaStore } from './captcha-store';
import { createProofOfWorkStore } from './proof-of-work';
import { RegisterFormContext, type RegisterFormShared } from './register-form-context';
import { rjsfTranslator, serverErrors, translatedErrors, uiSchemaInWords } from './register-form-text';
import { initialValues } from './register-payload';
import { registerTemplates } from './register-templates';
import * as s from './register-styles';
import type { HumanStores } from './human-proof';
import { useRegisterFlow } from './use-register-flow';
import { registerWidgets } from './widgets';

export interface RegisterFormProps {
  mode: RegistrationMode;
  /** The account is open (session stored): the caller closes and goes home. */
  onDone: () => void;
}

/** Pure: the form's values without the empty ones RJSF keeps for untouched fields. */
export function filledValues(data: Record<string, unknown> | undefined): RegisterFields {
  const out: RegisterFields = {};
  for (const [k, v] of Object.entries(data ?? {})) if (typeof v === 'string' ? v !== '' : typeof v === 'boolean') out[k] = v as string | boolean;
  return out;
}

export function RegisterForm({ mode, onDone }: RegisterFormProps) {
  const intl = useIntl();
  const { brand, modules } = useBrand();
  const loaded = useQuery({
    queryKey: ['register-form', currentMerchant(), mode],
    queryFn: async () => {
      const [rules, validator] = await Promise.all([fetchRegisterRules(), loadRegisterValidator(mode)]);
      return { rules, validator };
    },
    // The validator is read afresh every time a form opens (the rules once a visit, register-calls.ts).
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const queryClient = useQueryClient();
  useEffect(() => {
    // The gateway refuses the validator of a mode switched off since the page loaded (a module
    // import cannot tell that 403 from a network fault): re-read the permission answer, so the
    // panel shows the modes that are on now instead of a form that cannot be sent.
    if (loaded.isError) void queryClient.invalidateQueries({ queryKey: permissionQueryPrefix });
  }, [loaded.isError, queryClient]);
  const compiled = useMemo(
    () => (loaded.data ? compileRegistration(brand, modules, loaded.data.rules, mode) : null),
    [loaded.data, brand, modules, mode],
  );
  if (loaded.isPending) {
    return (
      <div css={s.status} data-testid="register-loading">
        <Spinner label={intl.formatMessage({ id: 'register.loading' })} />
        <FormattedMessage id="register.loading" />
      </div>
    );
  }
  if (loaded.isError || !compiled || !loaded.data) {
    return (
      <div css={s.fields} role="alert">
        <p css={s.errorText}>
          <FormattedMessage id={(loaded.error as { messageKey?: string } | null)?.messageKey ?? 'error.network'} />
        </p>
        <button type="button" css={buttonStyle('quiet')} onClick={() => void loaded.refetch()}>
          <FormattedMessage id="action.retry" />
        </button>
      </div>
    );
  }
  if (!compiled.enabled) {
    return (
      <p css={s.hint} role="status">
        <FormattedMessage id="register.closed" />
      </p>
    );
  }
  return <LoadedForm compiled={compiled} module={loaded.data.validator} onDone={onDone} />;
}

function useHumanStores(compiled: CompiledRegistration): HumanStores {
  const [stores] = useState<HumanStores>(() => ({
    proofOfWork: compiled.humanVerification === 'proofOfWork' ? createProofOfWorkStore({ fetchChallenge: fetchProofOfWorkChallenge }) : null,
    captcha: compiled.humanVerification === 'captcha' ? createCaptchaStore(fetchCaptcha) : null,
  }));
  useEffect(() => {
    stores.proofOfWork?.renew();
    stores.captcha?.renew();
    return () => {
      stores.proofOfWork?.dispose();
      stores.captcha?.dispose();
    };
  }, [stores]);
  return stores;
}

function LoadedForm({ compiled, module, onDone }: { compiled: CompiledRegistration; module: RegisterValidatorModule; onDone: () => void }) {
  const intl = useIntl();
  const rootSchema = module.rootSchema as RJSFSchema;
  const validator = useMemo(
    () => createPrecompiledValidator(module.validateFns as unknown as ValidatorFunctions, rootSchema),
    [module, rootSchema],
  );
  const shown = useMemo(() => Object.keys((rootSchema.properties ?? {}) as object), [rootSchema]);
  const uiSchema = useMemo(() => uiSchemaInWords(compiled, shown, intl), [compiled, shown, intl]);
  const stores = useHumanStores(compiled);
  const [formData, setFormData] = useState<Record<string, unknown>>(() => initialValues(compiled, readAttribution()));
  // The widgets read the whole form (the SMS button reads the number); kept by the change handler.
  const values = useRef(formData);
  const shared = useMemo<RegisterFormShared>(() => ({ values: () => values.current, ...stores }), [stores]);
  const [submitted, setSubmitted] = useState(false);
  const [snapshot, send] = useRegisterFlow(compiled, stores);
  const { problems, errorKey } = snapshot.context;
  // Fields edited since the gateway named its problems lose theirs (a new attempt starts afresh).
  const [editedSince, setEditedSince] = useState<{ of: unknown; fields: ReadonlySet<string> }>({ of: null, fields: new Set() });
  const edited = useMemo(() => (editedSince.of === problems ? editedSince.fields : new Set<string>()), [editedSince, problems]);
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  const server = useMemo(
    () => serverErrors(compiled, problems.filter((p) => !edited.has(p.path.slice(1))), shown, intl),
    [compiled, problems, edited, shown, intl],
  );
  const busy = !snapshot.matches('editing') && !snapshot.matches('affiliateRefused');
  const onChange = (event: IChangeEvent): void => {
    const next = (event.formData ?? {}) as Record<string, unknown>;
    const changed = shown.filter((f) => next[f] !== values.current[f]);
    if (changed.length)
      setEditedSince((prev) => ({ of: problems, fields: new Set([...(prev.of === problems ? prev.fields : []), ...changed]) }));
    values.current = next;
    setFormData(next);
  };
  const transformErrors = useMemo(
    () => (errors: Parameters<typeof translatedErrors>[1]) => translatedErrors(compiled, errors, intl),
    [compiled, intl],
  );
  const translateString = useMemo(() => rjsfTranslator(intl), [intl]);
  const banner = errorKey !== null && !snapshot.matches('affiliateRefused') && !server.placed ? errorKey : null;

  return (
    <RegisterFormContext.Provider value={shared}>
      <div data-testid={`register-form-${compiled.mode}`} aria-busy={busy}>
      <Form
        schema={rootSchema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={registerWidgets}
        templates={registerTemplates}
        formData={formData}
        onChange={onChange}
        onSubmit={(event) => {
          setSubmitted(true);
          if (!busy) send({ type: 'register.submit', fields: filledValues(event.formData as Record<string, unknown>), valid: true });
        }}
        onError={() => setSubmitted(true)}
        transformErrors={transformErrors}
        extraErrors={server.extra}
        showErrorList={false}
        noHtml5Validate
        liveValidate={submitted ? 'onChange' : false}
        focusOnFirstError
        translateString={translateString}
        css={s.form}
      >
        {banner && (
          <p css={s.errorText} role="alert" data-testid="register-error">
            {intl.formatMessage({ id: banner })}
          </p>
        )}
        <button type="submit" css={[buttonStyle('primary'), s.full]} aria-disabled={busy} data-testid="register-submit">
          <FormattedMessage id={busy ? 'register.submitting' : 'w_reg'} />
        </button>
      </Form>
      </div>
      <DialogOnOpen
        open={snapshot.matches('affiliateRefused')}
        title={intl.formatMessage({ id: 'register.field.affiliate_code' })}
        message={intl.formatMessage({ id: 'invitation_code_error' })}
        confirmLabel={intl.formatMessage({ id: 'login.ok' })}
        closeLabel={intl.formatMessage({ id: 'modal.close' })}
        onConfirm={() => send({ type: 'register.dismiss' })}
      />
    </RegisterFormContext.Provider>
  );
}
