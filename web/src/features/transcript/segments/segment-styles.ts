import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The segment list's styles, as static classes in the theme's global CSS rather than style props: a
 * keystroke re-renders the row typed in, and Chakra resolves (and serialises) style props again on every
 * render, which was most of a keystroke's work at 10,000 segments.
 */
export const SEGMENT_CLASS = {
  list: 'segment-list',
  row: 'segment-row',
  text: 'segment-text',
  box: 'segment-box',
  marks: 'segment-marks',
  comments: 'segment-comments',
} as const;

/**
 * Highlighted words' tint, and the edge of a highlight's card: a calm lilac, apart from the comments' green, the
 * playing row's blue, find's yellow and the brand's orange (the theme leaves Chakra's purple scale out: theme.ts).
 */
export const HIGHLIGHT_COLOR = { tint: '#ddd6fe', edge: '#a78bfa' } as const;

// The text box and the marks behind it share these, so each mark sits under its word.
const TEXT_BOX: SystemStyleObject = { px: '3', py: '2', fontSize: 'md', lineHeight: 'tall', borderWidth: '1px' };

export const segmentListCss: Record<string, SystemStyleObject> = {
  [`.${SEGMENT_CLASS.list}`]: { listStyleType: 'none', position: 'relative' },
  [`.${SEGMENT_CLASS.row}`]: {
    position: 'absolute',
    top: '0',
    left: '0',
    w: 'full',
    bg: 'transparent',
    borderWidth: '1px',
    borderInlineStartWidth: '4px',
    borderColor: 'transparent',
    rounded: 'lg',
    px: { base: '2', md: '3' },
    py: '2',
    transition: 'background 0.2s',
    lg: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 17rem', gridTemplateRows: 'auto auto auto 1fr', columnGap: '4', alignItems: 'start' },
  },
  // From 1024 px wide a row is two columns: its text, and the margin its comments sit in beside it; below that its
  // comments come under the text. The last row track takes whatever height the comments need beyond the text's.
  [`.${SEGMENT_CLASS.row} > :not(.${SEGMENT_CLASS.comments})`]: { lg: { gridColumn: '1' } },
  [`.${SEGMENT_CLASS.comments}`]: { mt: { base: '2', lg: '0' }, lg: { gridColumn: '2', gridRow: '1 / -1' } },
  [`.${SEGMENT_CLASS.row}[data-active]`]: { bg: 'blue.50', borderColor: 'blue.200' },
  // The row being edited above the rows after it: its tools' menu opens over them.
  [`.${SEGMENT_CLASS.row}:focus-within`]: { zIndex: '1' },
  [`.${SEGMENT_CLASS.text}`]: { position: 'relative', bg: 'bg', rounded: 'l2' },
  // Chakra's outline Textarea (size md), with the text box's own size.
  [`.${SEGMENT_CLASS.box}`]: {
    display: 'block',
    width: '100%',
    minWidth: '0',
    outline: '0',
    position: 'relative',
    appearance: 'none',
    textAlign: 'start',
    rounded: 'l2',
    bg: 'transparent',
    borderColor: 'border',
    resize: 'none',
    scrollPaddingBottom: '2',
    // A ring that stands out from the grey border (Chakra's inside ring was that border's width, in grey).
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'blue.600', outlineOffset: '1px' },
    // Grows with its text without measuring each box in script.
    fieldSizing: 'content',
    ...TEXT_BOX,
  },
  [`.${SEGMENT_CLASS.marks}`]: {
    position: 'absolute',
    inset: '0',
    ...TEXT_BOX,
    borderColor: 'transparent',
    color: 'transparent',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
    pointerEvents: 'none',
    overflow: 'hidden',
  },
  [`.${SEGMENT_CLASS.marks} mark`]: { color: 'transparent', bg: 'transparent', rounded: 'xs', textUnderlineOffset: '3px' },
  // Commented words: a tint and a solid underline drawn as a border (a shape, not colour alone, and apart from the
  // uncertain words' dotted text decoration, so both show on one word).
  [`.${SEGMENT_CLASS.marks} mark[data-mark~="comment"]`]: { bg: 'green.100', borderBottomWidth: '2px', borderBottomStyle: 'solid', borderBottomColor: 'green.700', roundedBottom: '0' },
  // Highlighted words (a commented word keeps its green underline under the tint).
  [`.${SEGMENT_CLASS.marks} mark[data-mark~="highlight"]`]: { bg: HIGHLIGHT_COLOR.tint },
  // Later rules win: the current find match over other matches over the spoken word.
  [`.${SEGMENT_CLASS.marks} mark[data-mark~="spoken"]`]: { bg: 'blue.200' },
  [`.${SEGMENT_CLASS.marks} mark[data-mark~="match-other"]`]: { bg: 'yellow.200' },
  [`.${SEGMENT_CLASS.marks} mark[data-mark~="match-current"]`]: { bg: 'orange.300' },
  // Dotted amber, not a red wave, which reads as a spelling error.
  [`.${SEGMENT_CLASS.marks} mark[data-mark~="uncertain"]`]: {
    textDecorationLine: 'underline',
    textDecorationStyle: 'dotted',
    textDecorationColor: 'orange.500',
    textDecorationThickness: '2px',
  },
};
