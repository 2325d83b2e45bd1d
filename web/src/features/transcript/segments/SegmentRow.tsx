import { Box, HStack, Text, Textarea, chakra } from '@chakra-ui/react';
import { memo, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { formatClock } from '../../../lib/time.ts';
import { SegmentTools } from './SegmentTools.tsx';

export interface SegmentRowProps {
  start: number;
  speaker: string | null;
  text: string;
  active: boolean;
  /** The first segment has none before it to merge with. */
  first: boolean;
  /** Whether an activation may scroll the page (not while the user is typing). */
  mayFollow: () => boolean;
  onEdit: (start: number, text: string) => void;
  onSeek: (start: number) => void;
  onChooseSpeaker: (start: number) => void;
  onSplit: (start: number, offset: number) => void;
  onMergeWithPrevious: (start: number) => void;
}

export const unknownSpeaker = (speaker: string | null) => speaker ?? 'Unknown speaker';

/**
 * One segment: its start (m:ss), its speaker (a button to change it) and its text box; split and
 * merge appear while the row has the focus. Memoized with stable callbacks, so a keystroke or a
 * highlight change re-renders one or two rows, not all 1,500 of a long interview; rows off screen
 * skip layout and paint (content-visibility) yet keep their place for scrolling.
 */
export const SegmentRow = memo(function SegmentRow(props: SegmentRowProps) {
  const { start, speaker, text, active, first, mayFollow, onEdit, onSeek, onChooseSpeaker, onSplit, onMergeWithPrevious } = props;
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const wasActive = useRef(active);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    // Follow playback; the row that is active when the page opens stays where it is.
    if (active && !wasActive.current && mayFollow()) {
      ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }
    wasActive.current = active;
  }, [active, mayFollow]);

  const leave = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const speakerName = unknownSpeaker(speaker);
  return (
    <Box
      ref={ref}
      as="li"
      data-start={start}
      data-active={active || undefined}
      aria-current={active ? 'true' : undefined}
      bg={active ? 'blue.50' : 'transparent'}
      borderWidth="1px"
      borderColor={active ? 'blue.200' : 'transparent'}
      rounded="lg"
      px={{ base: '2', md: '3' }}
      py="2"
      transition="background 0.2s"
      css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 6.5rem' }}
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
