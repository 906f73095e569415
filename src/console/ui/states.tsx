/** Loading, failed and empty states of a console panel, each with words a screen reader says. */
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageOf } from '../api/error-messages';
import { button, errorText, mutedText } from './console-styles';

export function Loading() {
  const intl = useIntl();
  return (
    <p role="status" css={mutedText}>
      {intl.formatMessage({ id: 'console.loading' })}
    </p>
  );
}

export function Failed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { id, code } = errorMessageOf(error);
  return (
    <div role="alert" css={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
      <p css={errorText}>
        <FormattedMessage id={id} values={{ code }} />
      </p>
      {onRetry ? (
        <button type="button" css={button} onClick={onRetry}>
          <FormattedMessage id="console.retry" />
        </button>
      ) : null}
    </div>
  );
}

export function Empty({ id }: { id: string }) {
  return (
    <p css={mutedText}>
      <FormattedMessage id={id} />
    </p>
  );
}

/** The translated message of a failed call (or the message named), for inline use (a form's error line). */
export function ErrorLine({ error, id, messageId }: { error: unknown; id?: string; messageId?: string }) {
  const fromError = errorMessageOf(error);
  return (
    <p role="alert" id={id} css={errorText}>
      <FormattedMessage id={messageId ?? fromError.id} values={{ code: fromError.code }} />
    </p>
  );
}
