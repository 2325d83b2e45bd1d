import { Box, HStack, Text, Textarea } from '@chakra-ui/react';
import { memo, useEffect, useId, useRef } from 'react';
import { formatClock } from '../lib/time.ts';

export interface SegmentRowProps {
  start: number;
  speaker: string | null;
  text: string;
  active: boolean;
  /** Whether an activation may scroll the page (not while the user is typing). */
  mayFollow: () => boolean;
  onEdit: (start: number, text: string) => void;
  onSeek: (start: number) => void;
}

/**
 * One segment: its start (m:ss), its speaker and its text box. Memoized with stable callbacks, so a
 * keystroke or a highlight change re-renders one or two rows, not all 1,500 of a long interview.
 */
export const SegmentRow = memo(function SegmentRow({ start, speaker, text, active, mayFollow, onEdit, onSeek }: SegmentRowProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const wasActive = useRef(active);

  useEffect(() => {
    // Follow playback; the row that is active when the page opens stays where it is.
    if (active && !wasActive.current && mayFollow()) {
      ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }
    wasActive.current = active;
  }, [active, mayFollow]);

  const speakerName = speaker ?? 'Unknown speaker';
  return (
    <Box
      ref={ref}
      as="li"
      data-active={active || undefined}
      aria-current={active ? 'true' : undefined}
      bg={active ? 'blue.50' : 'transparent'}
      borderWidth="1px"
      borderColor={active ? 'blue.200' : 'transparent'}
      rounded="lg"
      px={{ base: '2', md: '3' }}
      py="2"
      transition="background 0.2s"
      onClick={() => onSeek(start)}
    >
      <HStack asChild gap="2" mb="1" cursor="pointer" fontSize="sm">
        <label htmlFor={id}>
          <Text as="span" fontFamily="mono" color="blue.700" fontVariantNumeric="tabular-nums">
            {formatClock(start)}
          </Text>
          <Text as="span" fontWeight="semibold" color="fg.muted">
            {speakerName}
          </Text>
        </label>
      </HStack>
      <Textarea
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
