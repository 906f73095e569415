import { describe, expect, it } from 'vitest';
import { addOffsets, baseBox, bigKeyStep, clampOffset, keyMove, keyStep } from './drag';

const viewport = { width: 1000, height: 800 };
// A 400 x 300 panel centred in the viewport.
const centred = { left: 300, top: 250, width: 400, height: 300 };

describe('clampOffset', () => {
  it('leaves an offset that keeps the panel on screen alone', () => {
    expect(clampOffset({ x: 100, y: -50 }, centred, viewport)).toEqual({ x: 100, y: -50 });
  });

  it('stops the panel at every edge', () => {
    expect(clampOffset({ x: -9999, y: 0 }, centred, viewport)).toEqual({ x: -300, y: 0 });
    expect(clampOffset({ x: 9999, y: 0 }, centred, viewport)).toEqual({ x: 300, y: 0 });
    expect(clampOffset({ x: 0, y: -9999 }, centred, viewport)).toEqual({ x: 0, y: -250 });
    expect(clampOffset({ x: 0, y: 9999 }, centred, viewport)).toEqual({ x: 0, y: 250 });
  });

  it('allows exactly touching the edges', () => {
    expect(clampOffset({ x: -300, y: 250 }, centred, viewport)).toEqual({ x: -300, y: 250 });
  });

  it('pins the start edges of a panel larger than the viewport (title bar stays reachable)', () => {
    const huge = { left: -100, top: -50, width: 1200, height: 900 };
    expect(clampOffset({ x: 40, y: 70 }, huge, viewport)).toEqual({ x: 100, y: 50 });
    expect(clampOffset({ x: -40, y: -70 }, huge, viewport)).toEqual({ x: 100, y: 50 });
  });

  it('re-clamps after the viewport shrinks (window resize)', () => {
    const small = { width: 500, height: 400 };
    const base = { left: 50, top: 50, width: 400, height: 300 };
    expect(clampOffset({ x: 300, y: 300 }, base, small)).toEqual({ x: 50, y: 50 });
  });
});

describe('keyMove', () => {
  it('maps arrow keys to physical moves, bigger with Shift', () => {
    expect(keyMove('ArrowLeft', false)).toEqual({ x: -keyStep, y: 0 });
    expect(keyMove('ArrowRight', false)).toEqual({ x: keyStep, y: 0 });
    expect(keyMove('ArrowUp', false)).toEqual({ x: 0, y: -keyStep });
    expect(keyMove('ArrowDown', true)).toEqual({ x: 0, y: bigKeyStep });
  });

  it('ignores other keys', () => {
    expect(keyMove('Enter', false)).toBeNull();
    expect(keyMove('a', true)).toBeNull();
  });
});

describe('baseBox and addOffsets', () => {
  it('recovers the unmoved box from a measurement taken at an offset', () => {
    expect(baseBox({ left: 350, top: 200, width: 400, height: 300 }, { x: 50, y: -50 })).toEqual(centred);
  });

  it('adds offsets', () => {
    expect(addOffsets({ x: 1, y: 2 }, { x: 10, y: -20 })).toEqual({ x: 11, y: -18 });
  });
});
