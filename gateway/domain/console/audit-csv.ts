/**
 * The audit log as CSV (RFC 4180: comma-separated, CRLF lines, fields quoted when they hold a
 * comma, quote or line break, quotes doubled). A cell that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) is prefixed with an apostrophe (OWASP CSV
 * injection), so an exported name or diff is only ever text.
 */
import type { AuditEntry } from '../../../schemas/console';

export const auditCsvColumns = ['seq', 'at', 'staff', 'staffId', 'role', 'merchant', 'ip', 'action', 'target', 'before', 'after'] as const;

export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [auditCsvColumns.join(',')];
  for (const e of entries) {
    const cells = [String(e.seq), e.at, e.staffName, e.staffId ?? '', e.role ?? '', e.merchant ?? '', e.ip, e.action, e.target ?? '', json(e.before), json(e.after)];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
