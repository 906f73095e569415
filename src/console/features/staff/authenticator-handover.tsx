/**
 * The new staff member's authenticator secret, shown this once (the gateway never answers it
 * again): a QR code of the otpauth URI, the secret to type, and the URI itself.
 */
import { QRCodeSVG } from 'qrcode.react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffCreated } from '../../../../schemas/console';
import { button, c, mutedText, panel } from '../../ui/console-styles';
import { useFocusOnMount } from '../../ui/focus-on-mount';

export function AuthenticatorHandover({ created, onDone }: { created: StaffCreated; onDone: () => void }) {
  const intl = useIntl();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section css={[panel, { display: 'grid', gap: '0.75rem', borderColor: c.accent }]} aria-labelledby="handover-title" data-testid="authenticator-handover">
      <h2 id="handover-title" css={{ margin: 0, fontSize: '1.125rem' }} tabIndex={-1} ref={heading}>
        <FormattedMessage id="console.staff.created" values={{ name: created.staff.username }} />
      </h2>
      <p role="note" css={{ margin: 0, fontWeight: 600 }}>
        <FormattedMessage id="console.staff.secret_once" />
      </p>
      <div css={{ background: '#ffffff', padding: '0.75rem', justifySelf: 'start', borderRadius: '0.25rem' }}>
        <QRCodeSVG value={created.otpauthUri} size={192} title={intl.formatMessage({ id: 'console.staff.qr' }, { name: created.staff.username })} />
      </div>
      <dl css={{ margin: 0, display: 'grid', gap: '0.25rem' }}>
        <dt css={mutedText}>
          <FormattedMessage id="console.staff.secret" />
        </dt>
        <dd css={{ margin: 0 }}>
          <code data-testid="totp-secret">{created.totpSecret}</code>
        </dd>
        <dt css={mutedText}>
          <FormattedMessage id="console.staff.otpauth" />
        </dt>
        <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>
          <code data-testid="otpauth-uri">{created.otpauthUri}</code>
        </dd>
      </dl>
      <button type="button" css={[button, { justifySelf: 'start' }]} onClick={onDone}>
        <FormattedMessage id="console.staff.handover_done" />
      </button>
    </section>
  );
}
