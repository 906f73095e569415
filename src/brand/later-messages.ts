/**
 * A language's catalogue travels in two slices (docs/decisions/060): the first screen's keys
 * (catalogues.ts, loaded before the first paint) and the later slice, every other player key
 * (`locales/<CODE>.json?area=later`). The later slice is fetched once the first screen has been
 * painted (FetchLaterMessages), or as soon as a lazily loaded part asks for it, and every such
 * part waits for it (`withLaterMessages`, `lazyPart`, `lazyPage`) and renders inside LaterIntl,
 * so no part ever renders a key it lacks.
 *
 * The slices are kept here, outside React, so that a chunk loader can wait for the language on
 * screen; BrandProvider subscribes (useLaterMessages) and layers the slice over the first one.
 */
import { createElement, lazy, startTransition, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { isLangCode, type LangCode } from '../../schemas/languages';
import { onIntlError, type Messages } from './catalogues';
import { langCodeFromTag } from './language';

const loaders = import.meta.glob<Messages>('../../locales/*.json', { query: '?area=later', import: 'default' });

function loaderOf(code: LangCode): (() => Promise<Messages>) | undefined {
  return Object.entries(loaders).find(([path]) => path.endsWith(`/${code}.json`))?.[1];
}

const loaded = new Map<LangCode, Messages>();
const pending = new Map<LangCode, Promise<Messages>>();
const listeners = new Set<() => void>();
let onScreen: LangCode | undefined;
let wanted = false;
let waitingForLanguage: Array<() => void> = [];

function changed(): void {
  for (const listener of listeners) listener();
}

/** The later slice of `code`, fetched once (a failed fetch is forgotten, so a retry fetches again). */
export function loadLaterMessages(code: LangCode): Promise<Messages> {
  const have = loaded.get(code);
  if (have) return Promise.resolve(have);
  const inFlight = pending.get(code);
  if (inFlight) return inFlight;
  const load = loaderOf(code);
  const promise = (load ? load() : Promise.resolve<Messages>({})).then(
    (messages) => {
      // Stored (and subscribers told) before anyone awaiting it resumes: the provider has the
      // slice by the time a part that waited for it renders.
      loaded.set(code, messages);
      pending.delete(code);
      changed();
      return messages;
    },
    (error: unknown) => {
      pending.delete(code);
      throw error;
    },
  );
  pending.set(code, promise);
  return promise;
}

/** Whether the later slice is wanted yet: a language switch then loads both slices before it shows. */
export function laterMessagesWanted(): boolean {
  return wanted;
}

/** Called by the brand provider with the language whose first slice is on screen. */
export function setLanguageOnScreen(code: LangCode): void {
  onScreen = code;
  const waiting = waitingForLanguage;
  waitingForLanguage = [];
  for (const resume of waiting) resume();
  if (wanted) void loadLaterMessages(code).catch(() => undefined);
}

/** The later slice of the language on screen is in (fetching it if need be). */
export function laterMessagesReady(): Promise<void> {
  wanted = true;
  const ready = (code: LangCode) => loadLaterMessages(code).then(() => undefined);
  if (onScreen) return ready(onScreen);
  return new Promise<void>((resume) => waitingForLanguage.push(resume)).then(() => ready(onScreen as LangCode));
}

/** A loader made by withLaterMessages: lazyPage gives what it loads the later slice (LaterIntl). */
export interface WaitsForLaterMessages {
  readonly waitsForLater: true;
}

/** A chunk loader that resolves only once the later slice is in as well. */
export function withLaterMessages<T>(load: () => Promise<T>): (() => Promise<T>) & WaitsForLaterMessages {
  return Object.assign(() => Promise.all([load(), laterMessagesReady()]).then(([module]) => module), { waitsForLater: true as const });
}

export function waitsForLater(load: unknown): load is WaitsForLaterMessages {
  return typeof load === 'function' && (load as Partial<WaitsForLaterMessages>).waitsForLater === true;
}

/** Each app-wide message set merged with a later slice once (a stable object: react-intl keeps its intl). */
const mergedCache = new WeakMap<object, WeakMap<object, Messages>>();
function merged(first: Messages, later: Messages): Messages {
  let byLater = mergedCache.get(first);
  if (!byLater) mergedCache.set(first, (byLater = new WeakMap()));
  let both = byLater.get(later);
  if (!both) byLater.set(later, (both = { ...first, ...later } as Messages));
  return both;
}

/**
 * The later slice for a part loaded after it (it waited for it): read when the part renders, so
 * the part never depends on when the app-wide provider takes the slice in.
 */
export function LaterIntl({ children }: { children: ReactNode }) {
  const intl = useIntl();
  // The language of the messages above (a switch renders before the layout effect that records it).
  const code = langCodeFromTag(intl.locale);
  const later = code && isLangCode(code) ? loaded.get(code) : undefined;
  const messages = later ? merged(intl.messages as Messages, later) : (intl.messages as Messages);
  return createElement(IntlProvider, { locale: intl.locale, defaultLocale: intl.defaultLocale, messages, onError: onIntlError }, children);
}

/** A component rendered inside LaterIntl (same props). */
// `any` props, as React.lazy's own constraint: each call site keeps its component's props type (T).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withLaterIntl<T extends ComponentType<any>>(Component: T): T {
  const Wrapped = (props: object) => createElement(LaterIntl, null, createElement(Component, props));
  Wrapped.displayName = `LaterIntl(${Component.displayName ?? Component.name})`;
  return Wrapped as unknown as T;
}

/** React.lazy for a part outside the first screen: its chunk and the later slice, together. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => withLaterMessages(load)().then((m) => ({ default: withLaterIntl(m.default) })));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The later slice of `code` for the app-wide provider, once it is in. Its arrival re-renders the
 * app as a transition, in slices React can interrupt: taking it in is never one long task after
 * the first screen (TBT). Parts that waited for it have it already (LaterIntl).
 */
export function useLaterMessages(code: LangCode | undefined): Messages | undefined {
  const [, setVersion] = useState(0);
  useEffect(() => subscribe(() => startTransition(() => setVersion((v) => v + 1))), []);
  return code ? loaded.get(code) : undefined;
}
