import { describe, expect, it } from 'vitest';
import { createAppSystem } from '../../../theme.ts';
import { SEGMENT_CLASS } from './segment-styles.ts';

describe('the segment styles', () => {
  it('ring a focused text box in a 2px blue outline, not only its 1px grey border', () => {
    const base = createAppSystem().getGlobalCss()['@layer base'] as Record<string, Record<string, unknown>>;
    const rule = Object.entries(base).find(([selector]) => selector.endsWith(`.${SEGMENT_CLASS.box}`))?.[1];
    expect(rule?.['&:is(:focus-visible, [data-focus-visible])']).toEqual({
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'var(--chakra-colors-blue-600)',
      outlineOffset: '1px',
    });
  });
});
