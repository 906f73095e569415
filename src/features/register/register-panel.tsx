/**
 * The register forms of this brand (§2.4 registerModal, modes register and registerMobile):
 * tabs when both are on (USERNAMEREG3, MOBILENUMREG3), the one form when only one is, a notice
 * when neither is. Shared by the modal and the /register page; a link to log in instead.
 */
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationMode } from '../../../schemas/compile-registration';
import { useBrand } from '../../brand/brand-context';
import { TabList, TabPanel } from '../../ui/tabs/tabs';
import { RegisterForm } from './register-form';
import * as s from './register-styles';

export interface RegisterPanelProps {
  onDone: () => void;
  /** "Log in instead" (the modal opens the login dialog; the page links to /login). */
  loginLink: React.ReactNode;
}

const tabLabels: Record<RegistrationMode, string> = { register: 'register.tab_username', registerMobile: 'register.tab_mobile' };

export function RegisterPanel({ onDone, loginLink }: RegisterPanelProps) {
  const intl = useIntl();
  const { modules } = useBrand();
  const modes = (['register', 'registerMobile'] as const).filter((m) => (m === 'register' ? modules.USERNAMEREG3 : modules.MOBILENUMREG3));
  const [chosen, setMode] = useState<RegistrationMode | null>(modes[0] ?? null);
  // The modules can change under an open panel (a refused form re-reads them): a mode that is
  // no longer on gives way to the first one that is.
  const mode = chosen !== null && modes.includes(chosen) ? chosen : (modes[0] ?? null);
  const idBase = useId();
  return (
    <div css={s.fields} data-testid="register-panel">
      {mode === null ? (
        <p css={s.hint} role="status">
          <FormattedMessage id="register.closed" />
        </p>
      ) : modes.length > 1 ? (
        <>
          <TabList
            label={intl.formatMessage({ id: 'register.tabs_label' })}
            items={modes.map((m) => ({ id: m, label: intl.formatMessage({ id: tabLabels[m] }) }))}
            selectedId={mode}
            onSelect={(id) => setMode(id as RegistrationMode)}
            orientation="horizontal"
            idBase={idBase}
          />
          <TabPanel idBase={idBase} id={mode} focusable={false}>
            {/* key: each mode is its own form with its own flow and human verification. */}
            <RegisterForm key={mode} mode={mode} onDone={onDone} />
          </TabPanel>
        </>
      ) : (
        <RegisterForm mode={mode} onDone={onDone} />
      )}
      <p css={s.hint}>
        <FormattedMessage id="register.have_account" /> {loginLink}
      </p>
    </div>
  );
}
