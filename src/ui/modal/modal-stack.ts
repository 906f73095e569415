/**
 * Open modals, bottom to top. The top one owns focus and Escape; while any is open, every other
 * child of <body> (the app, lower modals) is made inert, so neither pointer, keyboard nor
 * assistive technology reaches what lies underneath. Only elements made inert here are
 * restored: something inert for another reason stays inert.
 */

export interface InertTarget {
  inert: boolean;
}

const layers: HTMLElement[] = [];
const madeInert = new Set<InertTarget>();

/**
 * Pure core: brings `children` in line with the top layer. Returns the set of elements this
 * module now holds inert (a new set; `held` is not changed).
 */
export function syncInert<T extends InertTarget>(
  children: Iterable<T>,
  top: T | undefined,
  held: ReadonlySet<InertTarget>,
): Set<InertTarget> {
  const next = new Set<InertTarget>();
  const all = [...children];
  for (const element of held) {
    if (!top || element === top || !all.includes(element as T)) element.inert = false;
    else next.add(element);
  }
  if (!top) return next;
  for (const child of all) {
    if (child === top || next.has(child) || child.inert) continue;
    child.inert = true;
    next.add(child);
  }
  return next;
}

function sync(): void {
  const top = layers.at(-1);
  const children = [...document.body.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
  const next = syncInert(children, top, madeInert);
  madeInert.clear();
  for (const el of next) madeInert.add(el);
}

/** Puts `container` (a child of body) on top; returns the function that takes it off. */
export function pushLayer(container: HTMLElement): () => void {
  layers.push(container);
  sync();
  return () => {
    const index = layers.indexOf(container);
    if (index === -1) return;
    layers.splice(index, 1);
    sync();
  };
}

export function isTopLayer(container: HTMLElement): boolean {
  return layers.at(-1) === container;
}
