/**
 * Pure helpers of the content editors: drafts of texts per language, the schedule between the
 * form's local date-time fields and the gateway's ISO instants, and the field a refusal names.
 */
import type { ContentTexts } from '../../../../schemas/console-content';
import { isConsoleApiError } from '../../api/console-client';

/** Texts without empty languages (the gateway drops them too). */
export function compactTexts(texts: ContentTexts): ContentTexts {
  return Object.fromEntries(Object.entries(texts).filter(([, v]) => v.trim() !== ''));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the value of an <input type="datetime-local"> in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's time zone) as an ISO instant; '' → null. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The browser's time zone name, shown beside the schedule. */
export function timeZoneName(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

interface Problem {
  path: string;
}

/** The field paths a refusal names (e.g. "/title/VI"), or none. */
export function problemPaths(error: unknown): string[] {
  if (!isConsoleApiError(error) || !Array.isArray(error.value)) return [];
  return (error.value as unknown[]).flatMap((p) => (typeof p === 'object' && p !== null && typeof (p as Problem).path === 'string' ? [(p as Problem).path] : []));
}

/** Whether the refusal names this field or something inside it ("/title" covers "/title/VI"). */
export function refusesField(error: unknown, field: string): boolean {
  return problemPaths(error).some((p) => p === field || p.startsWith(`${field}/`));
}

/** A slug from a title: lower-case letters, digits and dashes, at most 64. */
export function slugFrom(text: string): string {
  const s = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/g, '');
  return s;
}

export const slugRule = /^[a-z0-9][a-z0-9-]{0,63}$/;
