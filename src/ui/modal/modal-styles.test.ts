import type { Theme } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { defaultModalSize, modalWidths, panel } from './modal-styles';

const theme = { colors: { text: '#000', surface: '#fff', border: '#ccc', overlay: 'rgba(0,0,0,.5)' }, radius: '4px', layout: { hairline: '1px' }, space: { xs: '4px', xl: '32px' } } as unknown as Theme;

describe('the modal wrapper (§9 "Modal default 200x200")', () => {
  it('a modal given no size is 200 × 200 (never wider than the screen)', () => {
    expect(modalWidths[defaultModalSize]).toBe('200px');
    const style = panel(defaultModalSize, false, true)(theme);
    expect(style.width).toBe('min(100%, 200px)');
    expect(style.minHeight).toBe('min(100%, 200px)');
  });

  it('the named sizes stay for content that needs them', () => {
    expect(panel('md', false, true)(theme).width).toBe(`min(100%, ${modalWidths.md})`);
  });
});
