/**
 * The lobby's filters kept in the address (lobby-filters.ts): a chip, the vendor or a hint adds
 * a history entry (back undoes it); the search text is typed into local state at once and
 * written to the address a moment after typing pauses, replacing the entry (one entry per
 * search, not per keystroke). Back/forward and reload read the address again. These writes are
 * not navigations: they carry `{ keepScroll: true }` (src/app/layout/navigation-effects.ts), so
 * the page is not scrolled back to the top.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SlotSubcategory } from '../../../../schemas/catalogue';
import { filtersToSearch, maxQueryLength, noFilters, parseFilters, type LobbyFilters } from './lobby-filters';

const writeDelayMs = 400;
/** The history state that keeps the page where it is scrolled (navigation-effects.ts). */
const samePageUpdate = { keepScroll: true } as const;

export interface LobbyFilterState {
  /** The filters as applied (search text as typed). */
  filters: LobbyFilters;
  setText: (text: string) => void;
  change: (patch: Partial<Omit<LobbyFilters, 'query'>>) => void;
  clear: () => void;
}

export function useLobbyFilters(offered: readonly SlotSubcategory[]): LobbyFilterState {
  const [search, setSearch] = useSearchParams();
  const fromUrl = useMemo(() => parseFilters(search, offered), [search, offered]);
  const [text, setTextState] = useState(fromUrl.query);
  const written = useRef(fromUrl.query);
  const timer = useRef<number | undefined>(undefined);

  // The address changed by itself (back, forward, a link): the box shows its text.
  useEffect(() => {
    if (fromUrl.query !== written.current) {
      written.current = fromUrl.query;
      setTextState(fromUrl.query);
    }
  }, [fromUrl.query]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setText = useCallback(
    (value: string) => {
      const next = value.slice(0, maxQueryLength);
      setTextState(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        written.current = next;
        setSearch((current) => filtersToSearch({ ...parseFilters(current, offered), query: next }, current), { replace: true, state: samePageUpdate });
      }, writeDelayMs);
    },
    [offered, setSearch],
  );

  const change = useCallback(
    (patch: Partial<Omit<LobbyFilters, 'query'>>) => {
      setSearch((current) => filtersToSearch({ ...parseFilters(current, offered), ...patch, query: text }, current), { state: samePageUpdate });
      written.current = text;
    },
    [offered, setSearch, text],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    written.current = '';
    setTextState('');
    setSearch((current) => filtersToSearch(noFilters, current), { state: samePageUpdate });
  }, [setSearch]);

  const filters = useMemo(() => ({ ...fromUrl, query: text }), [fromUrl, text]);
  return { filters, setText, change, clear };
}
