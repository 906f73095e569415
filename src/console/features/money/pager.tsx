/** Keyset paging of a console table: back to the first page, or on to the next (older) one. */
import { FormattedMessage } from 'react-intl';
import { secondaryButton } from '../../ui/console-styles';

export function Pager({
  label,
  cursor,
  nextCursor,
  onCursor,
}: {
  label: string;
  cursor: string | undefined;
  nextCursor: string | null;
  onCursor: (c: string | undefined) => void;
}) {
  if (cursor === undefined && nextCursor === null) return null;
  return (
    <nav aria-label={label} css={{ display: 'flex', gap: '0.5rem', marginTop: '0.75rem' }}>
      <button
        type="button"
        css={secondaryButton}
        disabled={cursor === undefined}
        onClick={() => onCursor(undefined)}
      >
        <FormattedMessage id="console.paging.first" />
      </button>
      <button
        type="button"
        css={secondaryButton}
        disabled={nextCursor === null}
        onClick={() => onCursor(nextCursor ?? undefined)}
      >
        <FormattedMessage id="console.paging.next" />
      </button>
    </nav>
  );
}
