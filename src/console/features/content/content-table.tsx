/**
 * The list of a content kind: each item's title (in the default language), what it is, when it
 * shows and whether it is on, with Edit and Delete (asked twice). Empty: says so.
 */
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dangerButton, mutedText, secondaryButton, table } from '../../ui/console-styles';
import { Empty, ErrorLine } from '../../ui/states';

export interface ContentRow {
  id: string;
  title: string;
  kind: ReactNode;
  when: ReactNode;
  enabled: boolean;
}

interface Props {
  rows: ContentRow[];
  emptyId: string;
  canEdit: boolean;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  deleting: string | null;
  deleteError: unknown;
}

function DeleteButton({ title, onConfirm, busy }: { title: string; onConfirm: () => void; busy: boolean }) {
  const [asking, setAsking] = useState(false);
  const intl = useIntl();
  if (!asking) {
    return (
      <button type="button" css={dangerButton} onClick={() => setAsking(true)} aria-label={intl.formatMessage({ id: 'console.content.delete_named' }, { title })}>
        <FormattedMessage id="console.content.delete" />
      </button>
    );
  }
  return (
    <span css={{ display: 'inline-flex', gap: '0.5rem' }}>
      <button type="button" css={dangerButton} disabled={busy} onClick={onConfirm} aria-label={intl.formatMessage({ id: 'console.content.delete_confirm_named' }, { title })}>
        <FormattedMessage id="console.content.delete_confirm" />
      </button>
      <button type="button" css={secondaryButton} onClick={() => setAsking(false)}>
        <FormattedMessage id="console.content.cancel" />
      </button>
    </span>
  );
}

export function ContentTable({ rows, emptyId, canEdit, onEdit, onDelete, deleting, deleteError }: Props) {
  const intl = useIntl();
  if (rows.length === 0) return <Empty id={emptyId} />;
  return (
    <div css={{ overflowX: 'auto' }}>
      {deleteError ? <ErrorLine error={deleteError} /> : null}
      <table css={table}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="console.content.title" />
            </th>
            <th scope="col">
              <FormattedMessage id="console.content.kind" />
            </th>
            <th scope="col">
              <FormattedMessage id="console.content.when" />
            </th>
            <th scope="col">
              <FormattedMessage id="console.content.state" />
            </th>
            <th scope="col">
              <FormattedMessage id="console.content.actions" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid={`content-row-${r.id}`}>
              <td>
                {r.title || <span css={mutedText}>{r.id}</span>}
                <div css={mutedText}>{r.id}</div>
              </td>
              <td>{r.kind}</td>
              <td>{r.when}</td>
              <td>
                <FormattedMessage id={r.enabled ? 'console.content.on' : 'console.content.off'} />
              </td>
              <td>
                <span css={{ display: 'inline-flex', gap: '0.5rem', flexWrap: 'wrap' }}>
                  <button type="button" css={secondaryButton} onClick={() => onEdit(r.id)} aria-label={intl.formatMessage({ id: canEdit ? 'console.content.edit_named' : 'console.content.view_named' }, { title: r.title || r.id })}>
                    <FormattedMessage id={canEdit ? 'console.content.edit' : 'console.content.view'} />
                  </button>
                  {canEdit ? <DeleteButton title={r.title || r.id} busy={deleting === r.id} onConfirm={() => onDelete(r.id)} /> : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "from – to" in the staff member's locale and time zone. */
export function When({ startAt, endAt }: { startAt: string; endAt: string | null }) {
  const intl = useIntl();
  const f = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return endAt ? <FormattedMessage id="console.content.from_to" values={{ from: f(startAt), to: f(endAt) }} /> : <FormattedMessage id="console.content.from" values={{ from: f(startAt) }} />;
}
