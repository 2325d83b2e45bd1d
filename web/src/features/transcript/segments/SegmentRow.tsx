import { HStack, Text, chakra } from '@chakra-ui/react';
import { memo, useId, useRef, useState, type FocusEvent, type Ref, type RefObject } from 'react';
import { formatClock } from '../../../lib/time.ts';
import { useReadOnly } from '../../../lib/who-am-i.ts';
import { useSpeakerColor } from '../speakers/speaker-colors.ts';
import { SpeakerDot } from '../speakers/SpeakerDot.tsx';
import type { Word } from '../words/word-align.ts';
import { SEGMENT_CLASS } from './segment-styles.ts';
import { SegmentText } from './SegmentText.tsx';
import { SegmentTools } from './SegmentTools.tsx';
import { RovingToolbar, ROVING_ITEM } from '../../../components/RovingToolbar.tsx';
import { SegmentConflictChoice } from '../editing/ConflictChoices.tsx';
import { SegmentLiveMarks } from '../live/SegmentLiveMarks.tsx';
import type { DraftConflict } from '../editing/draft-rebase.ts';
import { useSegmentActions } from './segment-actions.ts';
import { SegmentCommentTools } from '../comments/SegmentCommentTools.tsx';
import { SegmentComments } from '../comments/SegmentComments.tsx';
import { SegmentHighlightCard, SegmentHighlightTool } from '../highlights/SegmentHighlights.tsx';
import { WordsActions } from '../../../components/words-actions.tsx';

export interface SegmentRowProps {
  /** Measures the rendered row for the list (rows are rendered only near the screen), which also places it. */
  ref?: Ref<HTMLLIElement>;
  /** Its place in the transcript (0-based) and how many there are (-1, unknown, while they load), for screen readers. */
  index: number;
  count: number;
  /** The segment's stable id: edits, commands and conflicts name it, and others' presence and changes are marked by it. */
  segmentId: string;
  start: number;
  speaker: string | null;
  text: string;
  words: readonly Word[];
  active: boolean;
  /** The first segment has none before it to merge with. */
  first: boolean;
  /** Whether a plain click on the text seeks to the segment ("Clicking text moves the audio"). */
  clickSeeks: boolean;
  /** Changed elsewhere while edited here: the user chooses. */
  conflict?: DraftConflict;
}

export const unknownSpeaker = (speaker: string | null) => speaker ?? 'Unknown speaker';

/**
 * One segment: its start (m:ss), its speaker (a button to change it, with the speaker's colour beside
 * the name) and its text; split, merge and delete appear while the row has the focus. A click seeks to
 * the segment's start, except while the user types in the segment playing (the click only moves the
 * caret) or has turned that off. What it does goes through the workspace's actions (SegmentActionsContext, stable),
 * so memoized, a keystroke or a highlight change re-renders one or two rows; the list moves rows (measured, grown, scrolled) without rendering them.
 * A keystroke re-renders the row and its text, plain elements with static classes (segment-styles.ts);
 * the heading, made of Chakra components, renders again only when what it shows changes.
 */
export const SegmentRow = memo(function SegmentRow(props: SegmentRowProps) {
  const { ref, index, count, segmentId, start, speaker, text, words, active, first, clickSeeks, conflict } = props;
  const actions = useSegmentActions();
  const id = useId();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const [focused, setFocused] = useState(false);
  /** Whether the caret was already in this box when the click began (the user is typing here). */
  const typingHere = useRef(false);
  const color = useSpeakerColor(speaker);

  const leave = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const click = () => {
    if (!clickSeeks || (active && typingHere.current)) return;
    actions.seek(start);
  };

  const speakerName = unknownSpeaker(speaker);
  return (
    <li
      ref={ref}
      className={SEGMENT_CLASS.row}
      data-index={index}
      data-start={start}
      data-segment-id={segmentId}
      data-active={active || undefined}
      aria-setsize={count}
      aria-posinset={index + 1}
      aria-current={active ? 'true' : undefined}
      style={{ borderInlineStartColor: color }}
      onMouseDown={() => (typingHere.current = document.activeElement === boxRef.current)}
      onClick={click}
      onFocus={() => setFocused(true)}
      onBlur={leave}
    >
      <SegmentHeading
        boxId={id}
        segmentId={segmentId}
        start={start}
        speakerName={speakerName}
        color={color}
        focused={focused}
        first={first}
        boxRef={boxRef}
      />
      <SegmentText
        id={id}
        label={`${formatClock(start)} ${speakerName}`}
        start={start}
        text={text}
        words={words}
        active={active}
        boxRef={boxRef}
        onEdit={(edited) => actions.edit(segmentId, edited)}
        onPlayFrom={actions.playFrom}
      />
      <SegmentHighlightCard segmentId={segmentId} />
      {conflict && conflict.theirs !== null && <SegmentConflictChoice segmentId={segmentId} start={start} conflict={conflict} onResolve={actions.resolve} />}
      <SegmentComments segmentId={segmentId} label={`${formatClock(start)} ${speakerName}`} />
    </li>
  );
});

interface SegmentHeadingProps extends Pick<SegmentRowProps, 'segmentId' | 'start' | 'first'> {
  boxId: string;
  speakerName: string;
  color: string;
  focused: boolean;
  boxRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The row's start (the text box's label) and its toolbar: the speaker and, while the row has the focus, its tools.
 * The toolbar is one tab stop, so tabbing through a transcript takes two stops a segment (toolbar and text).
 */
const SegmentHeading = memo(function SegmentHeading(props: SegmentHeadingProps) {
  const { boxId, segmentId, start, speakerName, color, focused, first, boxRef } = props;
  const readOnly = useReadOnly();
  const actions = useSegmentActions();
  return (
    // Baseline: when the tools wrap onto a line of their own (a phone), the start stays level with the speaker.
    <HStack gap="2" mb="1" fontSize="sm" minH="7" align="baseline">
      <Text asChild cursor="pointer" fontFamily="mono" color="blue.700" fontVariantNumeric="tabular-nums">
        <label htmlFor={boxId}>{formatClock(start)}</label>
      </Text>
      <RovingToolbar label={`Segment at ${formatClock(start)}`} gap="2" flex="1" minW="0" wrap="wrap" rowGap="0">
        <chakra.button
          {...ROVING_ITEM}
          type="button"
          display="inline-flex"
          alignItems="center"
          gap="1.5"
          fontWeight="semibold"
          color="fg.muted"
          rounded="sm"
          px="1"
          mx="-1"
          _hover={{ bg: 'bg.muted', color: 'fg' }}
          focusRing="outside"
          aria-label={`Speaker: ${speakerName}. Change`}
          disabled={readOnly}
          _disabled={{ cursor: 'default', _hover: { bg: 'transparent', color: 'fg.muted' } }}
          onClick={(event) => {
            event.stopPropagation();
            actions.chooseSpeaker(segmentId);
          }}
        >
          <SpeakerDot color={color} />
          {speakerName}
        </chakra.button>
        <SegmentLiveMarks segmentId={segmentId} />
        <SegmentCommentTools segmentId={segmentId} boxRef={boxRef} focused={focused} />
        <SegmentHighlightTool segmentId={segmentId} boxRef={boxRef} focused={focused} />
        <WordsActions segmentId={segmentId} boxRef={boxRef} focused={focused} />
        {focused && !readOnly && (
          <SegmentTools
            first={first}
            onSplit={() => actions.split(segmentId, boxRef.current?.selectionStart ?? 0)}
            onMergeWithPrevious={() => actions.mergeWithPrevious(segmentId)}
            onDelete={() => actions.delete(segmentId)}
            words={{ segmentId, start, boxRef, onAssign: actions.assignSpeaker, onNewSpeaker: actions.newSpeakerForWords }}
          />
        )}
      </RovingToolbar>
    </HStack>
  );
});
