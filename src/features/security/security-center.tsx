/**
 * The security centre (§2.1 member page securityCenter, §2.3 menu): the login password (to the
 * change-password page) and the authenticator (TOTP): set up with a QR code and the key, turn
 * on with a current code (the recovery codes are shown once), turn off with a code or a
 * recovery code. Minimal on purpose; the member centre of the wallet issue extends it.
 */
import type { Theme } from '@emotion/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { TotpEnrolAnswer } from '../../../schemas/identity';
import { isApiError } from '../../api/client';
import { openDialog } from '../../api/dialog-requests';
import { confirmTotp, disableTotp, fetchSecurityInfo, startTotpEnrolment } from '../../api/identity/totp-calls';
import { useSession } from '../../api/identity/session';
import { QrCode } from '../../brand/qr-code';
import { buttonStyle } from '../../ui/button';
import { isPlainClick } from '../../ui/plain-click';
import { Spinner } from '../../ui/spinner';
import { refreshAfterWrite } from '../../api/refresh-after-write';

const page = (theme: Theme) => ({ display: 'grid', gap: theme.space.lg, maxWidth: '48rem', minWidth: 0 });
const card = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.sm,
  padding: theme.space.md,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
});
const h1 = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl });
const h2 = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.lg });
const muted = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted });
const input = (theme: Theme) => ({
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
});
const row = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space.xs, alignItems: 'end' });
const codes = (theme: Theme) => ({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: theme.space.xxs, fontFamily: 'monospace', margin: 0, padding: 0, listStyle: 'none' });
const alert = (theme: Theme) => ({ margin: 0, color: theme.colors.danger });

const errorKeyOf = (error: unknown) => (isApiError(error) ? error.messageKey : 'error.unknown');

function CodeForm({ label, submitLabel, onSubmit, busy }: { label: string; submitLabel: string; onSubmit: (code: string) => void; busy: boolean }) {
  const id = useId();
  const [code, setCode] = useState('');
  return (
    <form
      css={row}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit(code);
      }}
    >
      <label htmlFor={id} css={{ display: 'grid', gap: '0.25rem' }}>
        {label}
        <input id={id} name="code" css={input} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      </label>
      <button type="submit" css={buttonStyle('primary')} disabled={busy || code.trim() === ''} aria-busy={busy || undefined}>
        {submitLabel}
      </button>
    </form>
  );
}

function Authenticator() {
  const intl = useIntl();
  const client = useQueryClient();
  const session = useSession();
  // Only with a session: after a logout the page is left, and a tokenless call would be refused.
  const info = useQuery({ queryKey: ['security-info', session.token], queryFn: ({ signal }) => fetchSecurityInfo(signal), enabled: session.token !== null });
  const [enrolment, setEnrolment] = useState<TotpEnrolAnswer | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setErrorKey(null);
    try {
      await work();
    } catch (error) {
      setErrorKey(errorKeyOf(error));
    } finally {
      setBusy(false);
    }
  };
  const reload = () => refreshAfterWrite(client, ['security-info']);

  if (info.isPending) return <Spinner label={intl.formatMessage({ id: 'password.working' })} />;
  if (info.isError) return <p css={alert} role="alert"><FormattedMessage id={errorKeyOf(info.error)} /></p>;

  let body;
  if (recovery) {
    body = (
      <>
        <p role="status" data-testid="totp-status">
          <FormattedMessage id="security.totp_on" />
        </p>
        <h3 css={h2}>
          <FormattedMessage id="security.totp_recovery_heading" />
        </h3>
        <p css={muted}>
          <FormattedMessage id="security.totp_recovery_hint" />
        </p>
        <ul css={codes} data-testid="recovery-codes">
          {recovery.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <button type="button" css={buttonStyle('primary')} onClick={() => void reload().then(() => setRecovery(null))}>
          <FormattedMessage id="security.totp_done" />
        </button>
      </>
    );
  } else if (enrolment) {
    body = (
      <>
        <p css={muted}>
          <FormattedMessage id="security.totp_scan" />
        </p>
        <QrCode value={enrolment.otpauthUri} label={intl.formatMessage({ id: 'security.totp_qr' })} size={180} testId="totp-qr" />
        <p>
          <FormattedMessage id="security.totp_secret" />: <code data-testid="totp-secret">{enrolment.secret}</code>
        </p>
        <CodeForm
          label={intl.formatMessage({ id: 'security.totp_code' })}
          submitLabel={intl.formatMessage({ id: 'security.totp_confirm' })}
          busy={busy}
          onSubmit={(code) =>
            void run(async () => {
              const answer = await confirmTotp(code);
              setEnrolment(null);
              setRecovery(answer.recoveryCodes);
            })
          }
        />
      </>
    );
  } else if (info.data.totpEnabled) {
    body = (
      <>
        <p data-testid="totp-status">
          <FormattedMessage id="security.totp_on" />
        </p>
        <p css={muted}>
          <FormattedMessage id="security.totp_disable_hint" />
        </p>
        <CodeForm
          label={intl.formatMessage({ id: 'security.totp_code' })}
          submitLabel={intl.formatMessage({ id: 'security.totp_disable' })}
          busy={busy}
          onSubmit={(code) =>
            void run(async () => {
              await disableTotp(code);
              await reload();
            })
          }
        />
      </>
    );
  } else {
    body = (
      <>
        <p data-testid="totp-status">
          <FormattedMessage id="security.totp_off" />
        </p>
        <button
          type="button"
          css={buttonStyle('primary')}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void run(async () => setEnrolment(await startTotpEnrolment()))}
        >
          <FormattedMessage id="security.totp_enable" />
        </button>
      </>
    );
  }
  return (
    <>
      {body}
      {errorKey && (
        <p css={alert} role="alert">
          <FormattedMessage id={errorKey} />
        </p>
      )}
    </>
  );
}

/** Change password opens its modal over the page (§2.4); a modified click still opens the page. */
function openChangePassword(event: React.MouseEvent<HTMLAnchorElement>): void {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  openDialog('changePassword');
}

/** `extra`: the member centre's further sections (phone, e-mail, withdrawal password, login history). */
export function SecurityCenter({ changePasswordPath, extra }: { changePasswordPath: string; extra?: ReactNode }) {
  return (
    <section css={page} aria-labelledby="security-title">
      <h1 id="security-title" css={h1}>
        <FormattedMessage id="security.title" />
      </h1>
      <section css={card} aria-labelledby="security-password">
        <h2 id="security-password" css={h2}>
          <FormattedMessage id="security.password_heading" />
        </h2>
        <Link to={changePasswordPath} css={[buttonStyle('quiet'), { justifySelf: 'start' }]} onClick={openChangePassword}>
          <FormattedMessage id="header.change_password" />
        </Link>
      </section>
      <section css={card} aria-labelledby="security-totp">
        <h2 id="security-totp" css={h2}>
          <FormattedMessage id="security.totp_heading" />
        </h2>
        <Authenticator />
      </section>
      {extra}
    </section>
  );
}
