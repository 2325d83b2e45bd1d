import { Box, HStack, Text, Textarea, chakra } from '@chakra-ui/react';
import { memo, useId, useRef, useState, type FocusEvent, type Ref } from 'react';
import { formatClock } from '../../../lib/time.ts';
import { SegmentTools } from './SegmentTools.tsx';

export interface SegmentRowProps {
  /** Measures the rendered row for the list (rows are rendered only near the screen). */
  ref?: Ref<HTMLLIElement>;
  /** Its place in the transcript (0-based) and how many there are, for screen readers. */
  index: number;
  count: number;
  /** Its distance from the top of the list, in pixels. */
  offset: number;
  start: number;
  speaker: string | null;
  text: string;
  active: boolean;
  /** The first segment has none before it to merge with. */
  first: boolean;
  onEdit: (start: number, text: string) => void;
  onSeek: (start: number) => void;
  onChooseSpeaker: (start: number) => void;
  onSplit: (start: number, offset: number) => void;
  onMergeWithPrevious: (start: number) => void;
  onDelete: (start: number) => void;
}

export const unknownSpeaker = (speaker: string | null) => speaker ?? 'Unknown speaker';

/**
 * One segment: its start (m:ss), its speaker (a button to change it) and its text box; split, merge
 * and delete appear while the row has the focus. Memoized with stable callbacks, so a keystroke or a
 * highlight change re-renders one or two rows, not every row on screen.
 */
export const SegmentRow = memo(function SegmentRow(props: SegmentRowProps) {
  const { ref, index, count, offset, start, speaker, text, active, first } = props;
  const { onEdit, onSeek, onChooseSpeaker, onSplit, onMergeWithPrevious, onDelete } = props;
  const id = useId();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const [focused, setFocused] = useState(false);

  const leave = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const speakerName = unknownSpeaker(speaker);
  return (
    <Box
      ref={ref}
      as="li"
      data-index={index}
      data-start={start}
      data-active={active || undefined}
      aria-setsize={count}
      aria-posinset={index + 1}
      position="absolute"
      top="0"
      left="0"
      w="full"
      style={{ transform: `translateY(${offset}px)` }}
      aria-current={active ? 'true' : undefined}
      bg={active ? 'blue.50' : 'transparent'}
      borderWidth="1px"
      borderColor={active ? 'blue.200' : 'transparent'}
      rounded="lg"
      px={{ base: '2', md: '3' }}
      py="2"
      transition="background 0.2s"
      onClick={() => onSeek(start)}
      onFocus={() => setFocused(true)}
      onBlur={leave}
    >
      <HStack gap="2" mb="1" fontSize="sm" minH="7">
        <Text asChild cursor="pointer" fontFamily="mono" color="blue.700" fontVariantNumeric="tabular-nums">
          <label htmlFor={id}>{formatClock(start)}</label>
        </Text>
        <chakra.button
          type="button"
          fontWeight="semibold"
          color="fg.muted"
          rounded="sm"
          px="1"
          mx="-1"
          _hover={{ bg: 'bg.muted', color: 'fg' }}
          focusRing="outside"
          aria-label={`Speaker: ${speakerName}. Change`}
          onClick={(event) => {
            event.stopPropagation();
            onChooseSpeaker(start);
          }}
        >
          {speakerName}
        </chakra.button>
        {focused && (
          <SegmentTools
            first={first}
            onSplit={() => onSplit(start, boxRef.current?.selectionStart ?? 0)}
            onMergeWithPrevious={() => onMergeWithPrevious(start)}
            onDelete={() => onDelete(start)}
          />
        )}
      </HStack>
      <Textarea
        ref={boxRef}
        id={id}
        aria-label={`${formatClock(start)} ${speakerName}`}
        value={text}
        minLength={100}
        rows={1}
        resize="none"
        bg="bg"
        lineHeight="tall"
        // Grows with its text without measuring each of the many boxes in script.
        css={{ fieldSizing: 'content' }}
        onChange={(event) => onEdit(start, event.target.value)}
      />
    </Box>
  );
});
