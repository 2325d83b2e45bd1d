import { describe, expect, it } from 'vitest';
import { createAppSystem } from '../../../theme.ts';
import { SEGMENT_CLASS } from './segment-styles.ts';

const baseRule = (selectorEnd: string) => {
  const base = createAppSystem().getGlobalCss()['@layer base'] as Record<string, Record<string, unknown>>;
  return Object.entries(base).find(([selector]) => selector.endsWith(selectorEnd))?.[1];
};

describe('the segment styles', () => {
  it('ring a focused text box in a 2px blue outline, not only its 1px grey border', () => {
    expect(baseRule(`.${SEGMENT_CLASS.box}`)?.['&:is(:focus-visible, [data-focus-visible])']).toEqual({
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'var(--chakra-colors-blue-600)',
      outlineOffset: '1px',
    });
  });

  it('underline uncertain words in dotted amber, not the red wave of a spelling error', () => {
    expect(baseRule('mark[data-mark~="uncertain"]')).toEqual({
      textDecorationLine: 'underline',
      textDecorationStyle: 'dotted',
      textDecorationColor: 'var(--chakra-colors-orange-500)',
      textDecorationThickness: '2px',
    });
  });
});
