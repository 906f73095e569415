import { describe, expect, it } from 'vitest';
import { syncInert, type InertTarget } from './modal-stack';

const node = (inert = false): InertTarget => ({ inert });

describe('syncInert', () => {
  it('makes everything but the top layer inert', () => {
    const app = node();
    const modal = node();
    const held = syncInert([app, modal], modal, new Set());
    expect([app.inert, modal.inert]).toEqual([true, false]);
    expect(held).toEqual(new Set([app]));
  });

  it('moves inertness when a second modal stacks on the first, and back when it closes', () => {
    const app = node();
    const first = node();
    const second = node();
    let held = syncInert([app, first], first, new Set());
    held = syncInert([app, first, second], second, held);
    expect([app.inert, first.inert, second.inert]).toEqual([true, true, false]);

    held = syncInert([app, first], first, held); // the second closed and left the DOM
    expect([app.inert, first.inert]).toEqual([true, false]);
    expect(second.inert).toBe(false);
    expect(held).toEqual(new Set([app]));
  });

  it('restores everything when the last modal closes', () => {
    const app = node();
    const modal = node();
    const held = syncInert([app, modal], modal, new Set());
    const after = syncInert([app], undefined, held);
    expect(app.inert).toBe(false);
    expect(after.size).toBe(0);
  });

  it('never releases an element that was inert for another reason', () => {
    const app = node();
    const foreign = node(true);
    const modal = node();
    const held = syncInert([app, foreign, modal], modal, new Set());
    expect(held.has(foreign)).toBe(false);
    syncInert([app, foreign], undefined, held);
    expect(foreign.inert).toBe(true);
    expect(app.inert).toBe(false);
  });

  it('does not change the set it was given', () => {
    const app = node();
    const modal = node();
    const held = new Set<InertTarget>();
    syncInert([app, modal], modal, held);
    expect(held.size).toBe(0);
  });
});
