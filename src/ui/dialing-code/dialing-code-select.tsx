/**
 * The country dialing-code dropdown (§2.9, §9): flag and "+code" per country; starts from a
 * given dialing code if the list has it, otherwise from the current country; reports the code
 * on every change (and the starting one); hides 200 ms after focus leaves it. A select-only
 * combobox (WAI-ARIA): focus stays on the button, arrows / Home / End / typed letters move the
 * active option, Enter or Space picks it, Escape closes. Labels come from the caller.
 */
import type { Theme } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { visuallyHidden } from '../visually-hidden';
import { countryName, dialingCountries, initialCountry, type DialingCountry } from './countries';
import { flagUrl } from './flag-urls';

export const hideDelayMs = 200;
const typeAheadMs = 700;

export interface DialingCodeSelectProps {
  /** Accessible name, e.g. "Country dialing code". */
  label: string;
  /** A dialing code to start from ("86" or "+86"). */
  initialCode?: string | null;
  /** The current country (ISO alpha-2; or several, best first), used when no given code matches. */
  currentCountry?: string | readonly string[] | null;
  /** The page language, for country names. */
  locale: string;
  onChange: (dialingCode: string, countryCode: string) => void;
  disabled?: boolean;
}

const wrap = { position: 'relative' as const, display: 'inline-block' };
const trigger = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.sm}`,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap' as const,
});
const flag = (theme: Theme) => ({ width: theme.space.lg, height: theme.space.md, objectFit: 'cover' as const, flex: 'none' });
const listStyle = (theme: Theme) => ({
  position: 'absolute' as const,
  insetInlineStart: 0,
  top: '100%',
  zIndex: 5,
  margin: `${theme.space.xxs} 0 0`,
  padding: theme.space.xxs,
  listStyle: 'none',
  maxHeight: '16rem',
  minWidth: '16rem',
  overflowY: 'auto' as const,
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  boxShadow: `0 ${theme.space.xxs} ${theme.space.md} ${theme.colors.overlay}`,
});
const option = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
  padding: `${theme.space.xxs} ${theme.space.xs}`,
  borderRadius: theme.radius,
  cursor: 'pointer',
  '&[data-active="true"]': { background: theme.colors.surfaceRaised, outline: `${theme.layout.hairline} solid ${theme.colors.focus}` },
  '&[aria-selected="true"]': { fontWeight: theme.fontWeight.bold },
});
const muted = (theme: Theme) => ({ color: theme.colors.textMuted, marginInlineStart: 'auto' });

function Flag({ code, lazy = false }: { code: string; lazy?: boolean }) {
  const url = flagUrl(code);
  if (!url) return <span css={flag} aria-hidden="true" />;
  return <img src={url} alt="" css={flag} width={24} height={16} loading={lazy ? 'lazy' : undefined} />;
}

export function DialingCodeSelect({ label, initialCode, currentCountry, locale, onChange, disabled }: DialingCodeSelectProps) {
  const list = dialingCountries();
  const [selected, setSelected] = useState<DialingCountry | null>(() => initialCountry(list, initialCode, currentCountry));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const names = useMemo(() => new Map(list.map((c) => [c.countryCode, countryName(c.countryCode, locale)])), [list, locale]);
  const reported = useRef(false);
  const typeAhead = useRef({ text: '', at: -Infinity });

  useEffect(() => {
    if (reported.current || !selected) return;
    reported.current = true;
    onChange(selected.countryDialingCode, selected.countryCode);
  }, [selected, onChange]);
  useEffect(() => () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
  }, []);
  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const openList = (): void => {
    setActive(Math.max(0, list.findIndex((c) => c.countryCode === selected?.countryCode)));
    setOpen(true);
  };
  const pick = (country: DialingCountry | undefined): void => {
    if (!country) return;
    setSelected(country);
    setOpen(false);
    onChange(country.countryDialingCode, country.countryCode);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const last = list.length - 1;
    const move = (index: number): void => {
      event.preventDefault();
      if (!open) openList();
      setActive(Math.min(last, Math.max(0, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return open ? move(active + 1) : move(active);
      case 'ArrowUp':
        return open ? move(active - 1) : move(active);
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (open) pick(list[active]);
        else openList();
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        return;
      case 'Tab':
        if (open) pick(list[active]);
        return;
      default: {
        // Type-ahead: letters typed within typeAheadMs of each other spell the start of a name.
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || !/\S/u.test(event.key)) return;
        const now = event.timeStamp;
        const typed = now - typeAhead.current.at < typeAheadMs ? typeAhead.current.text + event.key.toLocaleLowerCase() : event.key.toLocaleLowerCase();
        typeAhead.current = { text: typed, at: now };
        const from = open && typed.length === 1 ? active + 1 : open ? active : 0;
        const order = [...list.slice(from), ...list.slice(0, from)];
        const next = order.find((c) => (names.get(c.countryCode) ?? c.countryCode).toLocaleLowerCase().startsWith(typed));
        if (next) move(list.indexOf(next));
      }
    }
  };
  const onBlur = (): void => {
    hideTimer.current = setTimeout(() => setOpen(false), hideDelayMs);
  };
  const onFocus = (): void => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
  };

  const listId = `${id}-list`;
  const optionId = (index: number): string => `${id}-option-${index}`;
  const selectedName = selected ? names.get(selected.countryCode) : '';
  return (
    <div css={wrap}>
      <button
        type="button"
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        css={trigger}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onFocus={onFocus}
        data-testid="dialing-code"
      >
        {selected && <Flag code={selected.countryCode} />}
        <span>{selected ? `+${selected.countryDialingCode}` : ''}</span>
        <span css={visuallyHidden}>{selectedName}</span>
      </button>
      <ul ref={listRef} id={listId} role="listbox" aria-label={label} css={listStyle} hidden={!open} tabIndex={-1}>
        {open &&
          list.map((country, index) => (
            <li
              key={country.countryCode}
              id={optionId(index)}
              role="option"
              data-index={index}
              aria-selected={country.countryCode === selected?.countryCode}
              data-active={index === active}
              css={option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(country)}
            >
              <Flag code={country.countryCode} lazy />
              <span>{names.get(country.countryCode)}</span>
              <span css={muted} dir="ltr">{`+${country.countryDialingCode}`}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
