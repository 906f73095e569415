/**
 * The screens of the boot: loading, and the failed permission call (§8 "network link
 * abnormal, retry" with a Retry button). Their messages carry English defaults, used until the
 * boot language's catalogue is in (boot-shell.tsx: an error asks for it at once, a loading
 * screen only once it has lasted a while) or when no catalogue at all could be loaded.
 */
import { defineMessages, useIntl } from 'react-intl';
import { isApiError } from '../api/client';
import { Button } from '../ui/button';
import { FullPage, FullPagePanel } from '../ui/full-page';
import { Spinner } from '../ui/spinner';
import { useBootCatalogue } from './boot-shell';
import { StillDrop } from './still/still-drop';

const messages = defineMessages({
  loading: { id: 'boot.loading', defaultMessage: 'Loading…' },
  network: { id: 'error.network', defaultMessage: 'Network link abnormal, please retry.' },
  retry: { id: 'action.retry', defaultMessage: 'Retry' },
});

/** A loading screen still up after this long gets the boot language's words. */
const slowBootMs = 3000;

export function BootLoading() {
  const intl = useIntl();
  useBootCatalogue(slowBootMs);
  return (
    <FullPage>
      <Spinner label={intl.formatMessage(messages.loading)} />
    </FullPage>
  );
}

interface BootErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A failed start: the error's own message when the gateway named one, else the network message. */
export function BootError({ error, retrying, onRetry }: BootErrorProps) {
  const intl = useIntl();
  useBootCatalogue();
  const key = isApiError(error) ? error.messageKey : messages.network.id;
  const text =
    key === messages.network.id ? intl.formatMessage(messages.network) : intl.formatMessage({ id: key });
  return (
    <>
      <FullPagePanel
        title={text}
        actions={
          <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      />
      <StillDrop />
    </>
  );
}
