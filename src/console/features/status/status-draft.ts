/** The status form's draft: pure conversions between the gateway's settings and the form's inputs. */
import type { MerchantStatusSettings, StatusPublishFields } from '../../../../schemas/console';
import type { FieldProblem } from '../../../../schemas/envelope';
import { catalogueLanguages, type LangCode } from '../../../../schemas/languages';

export type MaintenanceChoice = 'off' | 'now' | 'scheduled';

export interface StatusForm {
  maintenance: MaintenanceChoice;
  /** datetime-local values (the staff member's time zone), '' when not set. */
  start: string;
  end: string;
  message: Partial<Record<LangCode, string>>;
  /** Country codes separated by spaces or commas. */
  countries: string;
  /** One range per line. */
  ranges: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an instant; null when empty or not a time. */
export function instantOf(local: string): string | null {
  if (local.trim() === '') return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function formOf(settings: MerchantStatusSettings): StatusForm {
  const m = settings.maintenance;
  return {
    maintenance: m ? m.mode : 'off',
    start: localInput(m?.start ?? null),
    end: localInput(m?.end ?? null),
    message: { ...(m?.message ?? {}) },
    countries: settings.region.countries.join(' '),
    ranges: settings.region.ranges.join('\n'),
  };
}

const listOf = (text: string, separator: RegExp) => text.split(separator).map((s) => s.trim()).filter((s) => s !== '');

export function bodyOf(form: StatusForm): StatusPublishFields {
  const message = Object.fromEntries(catalogueLanguages.flatMap((l) => (form.message[l]?.trim() ? [[l, form.message[l] ?? '']] : [])));
  return {
    maintenance:
      form.maintenance === 'off'
        ? null
        : { mode: form.maintenance, start: form.maintenance === 'scheduled' ? instantOf(form.start) : null, end: instantOf(form.end), message },
    region: { countries: [...new Set(listOf(form.countries.toUpperCase(), /[\s,;]+/))], ranges: listOf(form.ranges, /[\n,;]+/) },
  };
}

/** The gateway's field problems of a refused publish, by path (/maintenance/end, /region/ranges/2 …). */
export function statusProblems(value: unknown): FieldProblem[] {
  return Array.isArray(value) ? (value as FieldProblem[]).filter((p) => typeof p?.path === 'string') : [];
}

/** The console message of a problem: the gateway's console key, else by where it is. */
export function statusProblemMessage(p: FieldProblem): string {
  if (p.message.startsWith('console.')) return p.message;
  if (p.path.startsWith('/region/countries')) return 'console.status.problem.country_invalid';
  if (p.path.startsWith('/region/ranges')) return 'console.status.problem.cidr_invalid';
  return 'console.status.problem.time_invalid';
}
