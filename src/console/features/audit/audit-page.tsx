/**
 * The audit log (owner, operator): newest first, a page at a time (keyset: `before` the last
 * row's seq, stable while rows are added), filterable, each row's before/after shown as the
 * changed values; the same filter exported as CSV (a plain same-origin download: the session
 * cookie goes with it).
 */
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { consolePaths, type AuditEntry, type StaffSessionAnswer } from '../../../../schemas/console';
import { consoleUrl } from '../../api/console-client';
import { useAuditPage, type AuditFilter } from '../../api/console-queries';
import { c, heading, mutedText, page, panel, row, secondaryButton, table } from '../../ui/console-styles';
import { Empty, Failed, Loading } from '../../ui/states';
import { diffLines, type DiffLine as DiffLineEntry } from './audit-diff';
import { AuditFilters } from './audit-filters';

export function AuditPage({ session }: { session: StaffSessionAnswer }) {
  const intl = useIntl();
  const [filter, setFilter] = useState<AuditFilter>({});
  // The cursors of the pages before this one (newer pages), to go back.
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const before = cursors[cursors.length - 1];
  const audit = useAuditPage(filter, before);
  const apply = (next: AuditFilter): void => {
    setFilter(next);
    setCursors([undefined]);
  };
  const csv = consoleUrl(consolePaths.auditCsv, {}, { ...filter });
  return (
    <div css={page}>
      <h1 css={heading}>
        <FormattedMessage id="console.audit.title" />
      </h1>
      <section css={panel}>
        <AuditFilters canListStaff={session.staff.capabilities.includes('staff.manage')} onApply={apply} />
      </section>
      <section css={panel} aria-labelledby="audit-rows-title" aria-busy={audit.isFetching}>
        <div css={[row, { justifyContent: 'space-between', alignItems: 'center', marginBottom: '0.75rem' }]}>
          <h2 id="audit-rows-title" css={{ margin: 0, fontSize: '1.125rem' }}>
            <FormattedMessage id="console.audit.rows" />
          </h2>
          <a href={csv} download css={secondaryButton}>
            <FormattedMessage id="console.audit.csv" />
          </a>
        </div>
        {audit.isPending ? <Loading /> : null}
        {audit.isError ? <Failed error={audit.error} onRetry={() => void audit.refetch()} /> : null}
        {audit.data?.items.length === 0 ? <Empty id="console.audit.none" /> : null}
        {audit.data && audit.data.items.length > 0 ? (
          <div css={{ overflowX: 'auto' }}>
            <table css={table} data-testid="audit-table">
              <caption css={[mutedText, { textAlign: 'start', captionSide: 'top', paddingBottom: '0.5rem' }]}>
                <FormattedMessage id="console.audit.caption" />
              </caption>
              <thead>
                <tr>
                  {['at', 'staff', 'role', 'merchant', 'action', 'ip', 'change'].map((col) => (
                    <th key={col} scope="col">
                      {intl.formatMessage({ id: `console.audit.col.${col}` })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {audit.data.items.map((entry) => (
                  <AuditRow key={entry.seq} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {/* Drawn with the rows, not before them: nothing moves when they arrive (layout shift). */}
        {audit.data ? (
          <nav
            aria-label={intl.formatMessage({ id: 'console.audit.paging' })}
            css={[row, { marginTop: '0.75rem' }]}
          >
            <button
              type="button"
              css={secondaryButton}
              disabled={cursors.length <= 1}
              onClick={() => setCursors((cs) => cs.slice(0, -1))}
            >
              <FormattedMessage id="console.audit.newer" />
            </button>
            <button
              type="button"
              css={secondaryButton}
              disabled={!audit.data || audit.data.nextBefore === null || audit.isPlaceholderData}
              onClick={() =>
                audit.data?.nextBefore != null &&
                setCursors((cs) => [...cs, audit.data?.nextBefore ?? undefined])
              }
            >
              <FormattedMessage id="console.audit.older" />
            </button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}

/** Changes shown at once in a row; a publish of a whole brand folds the rest (opened on demand). */
const shownLines = 4;
/** A value longer than this is cut with an ellipsis; the whole value is its title. */
const valueChars = 120;

function Value({ text, none }: { text: string | null; none: string }) {
  if (text === null) return <>{none}</>;
  return text.length > valueChars ? <span title={text}>{`${text.slice(0, valueChars)}…`}</span> : <>{text}</>;
}

function DiffLine({ line, none }: { line: DiffLineEntry; none: string }) {
  return (
    <li>
      <code>{line.path}</code>:{' '}
      <del css={{ color: c.danger }}>
        <Value text={line.before ?? null} none={none} />
      </del>{' '}
      →{' '}
      <ins css={{ color: c.ok, textDecoration: 'none' }}>
        <Value text={line.after ?? null} none={none} />
      </ins>
    </li>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const lines = diffLines(entry.before, entry.after);
  const none = intl.formatMessage({ id: 'console.audit.none_value' });
  return (
    <tr data-action={entry.action}>
      <td>
        <FormattedDate value={entry.at} dateStyle="medium" timeStyle="medium" />
      </td>
      <td>{entry.staffName}</td>
      <td>{entry.role ? intl.formatMessage({ id: `console.role.${entry.role}` }) : none}</td>
      <td>{entry.merchant ?? none}</td>
      <td>
        {intl.formatMessage({ id: `console.audit.action.${entry.action}` })}
        {entry.target ? <span css={mutedText}> · {entry.target}</span> : null}
      </td>
      <td>{entry.ip}</td>
      <td>
        {lines.length === 0 ? (
          none
        ) : (
          <ul css={{ margin: 0, paddingInlineStart: '1rem' }} data-testid="audit-diff">
            {lines.slice(0, shownLines).map((l) => (
              <DiffLine key={l.path} line={l} none={none} />
            ))}
            {lines.length > shownLines ? (
              <li css={{ listStyle: 'none' }}>
                <details>
                  <summary>
                    <FormattedMessage
                      id="console.audit.more_changes"
                      values={{ count: lines.length - shownLines }}
                    />
                  </summary>
                  <ul css={{ margin: 0, paddingInlineStart: '1rem' }}>
                    {lines.slice(shownLines).map((l) => (
                      <DiffLine key={l.path} line={l} none={none} />
                    ))}
                  </ul>
                </details>
              </li>
            ) : null}
          </ul>
        )}
      </td>
    </tr>
  );
}
