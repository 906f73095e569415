/**
 * Free play (FREEPLAY3, §6): a guest starts a trial account (type = brand.trialType) with
 * POST /wps/session/login/freeplay; the answer's session is opened like a login. Trial users
 * are then kept from games and member/agent pages (in_need_true_account) by the guards.
 */
import type { Interpolation, Theme } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoginAnswer } from '../../../schemas/identity';
import { apiRequest, isApiError } from '../../api/client';
import { useBrand } from '../../brand/brand-context';
import { buttonStyle } from '../../ui/button';
import { DialogOnOpen as Dialog } from '../../ui/modal/dialog-on-open';

export function FreePlayButton({ extraCss }: { extraCss?: Interpolation<Theme> }) {
  const intl = useIntl();
  const { modules } = useBrand();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  if (modules.FREEPLAY3 !== true) return null;
  const start = async () => {
    setBusy(true);
    try {
      const answer = await apiRequest<LoginAnswer>('loginFreePlay', { method: 'POST', body: { platform: 'W' } });
      if (!answer) throw new Error('empty free-play answer');
      // Loaded on use: the sign-in helpers (and their sealing) stay out of the first screen's JS.
      const { openSessionFrom } = await import('../../api/identity/password-sign-in');
      openSessionFrom(answer, 'member');
    } catch (error) {
      setErrorKey(isApiError(error) ? error.messageKey : 'error.unknown');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" css={[buttonStyle('quiet'), extraCss]} disabled={busy} aria-busy={busy || undefined} onClick={() => void start()}>
        <FormattedMessage id="trial.free_play" />
      </button>
      <Dialog
        open={errorKey !== null}
        title={intl.formatMessage({ id: 'trial.free_play' })}
        message={errorKey ? intl.formatMessage({ id: errorKey }) : ''}
        confirmLabel={intl.formatMessage({ id: 'in_increase_submit' })}
        closeLabel={intl.formatMessage({ id: 'modal.close' })}
        onConfirm={() => setErrorKey(null)}
      />
    </>
  );
}
