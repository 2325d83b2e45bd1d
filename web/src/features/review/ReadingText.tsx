import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import type { ReviewPageQuery } from '../../graphql/generated.ts';
import { readingWords, selectedSpan, wordAt } from './reading-words.ts';

type ReadingSegment = NonNullable<ReviewPageQuery['transcript']>['segments'][number];

/** What a comment will be on: a segment, or words of it (from, to: word indexes, both included). */
export interface WordSpan {
  segmentId: string;
  from: number | null;
  to: number | null;
  quote: string;
}

interface ReadingTextProps {
  segments: readonly ReadingSegment[];
  /** Where the audio is, in seconds: the word being said is marked. */
  time: number;
  onSeek: (seconds: number) => void;
  canComment: boolean;
  onTarget: (target: WordSpan) => void;
}

/** The text as a reader sees it: speaker, paragraph; each word marked as it is said, and played from when clicked. */
export function ReadingText({ segments, time, onSeek, canComment, onTarget }: ReadingTextProps) {
  const pick = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed) return;
    const element = (node: Node | null) => (node instanceof Element ? node : (node?.parentElement ?? null));
    const span = selectedSpan(element(selection.anchorNode), element(selection.focusNode));
    const segment = span && segments.find((candidate) => candidate.id === span.segmentId);
    if (!span || !segment) return;
    const words = readingWords(segment.text, segment.words).slice(span.from, span.to + 1);
    onTarget({ ...span, quote: words.map((word) => word.text).join(' ') });
  };
  return (
    <Stack gap="4" onMouseUp={canComment ? pick : undefined} onKeyUp={canComment ? pick : undefined}>
      {segments.map((segment) => (
        <ReadingSegmentView
          key={segment.id}
          segment={segment}
          time={time >= segment.start && time < segment.end ? time : null}
          onSeek={onSeek}
          onComment={canComment ? () => onTarget({ segmentId: segment.id, from: null, to: null, quote: segment.text }) : undefined}
        />
      ))}
    </Stack>
  );
}

interface ReadingSegmentProps {
  segment: ReadingSegment;
  /** The audio's time while it is inside this segment; null otherwise (so only two segments render as it moves). */
  time: number | null;
  onSeek: (seconds: number) => void;
  onComment?: () => void;
}

const ReadingSegmentView = memo(function ReadingSegmentView({ segment, time, onSeek, onComment }: ReadingSegmentProps) {
  const words = useMemo(() => readingWords(segment.text, segment.words), [segment.text, segment.words]);
  const current = time === null ? -1 : wordAt(words, time);
  return (
    <Box data-segment-id={segment.id}>
      <HStack justify="space-between">
        <Text fontWeight="semibold" fontSize="sm">
          {segment.speaker ?? 'Unknown speaker'}
        </Text>
        {onComment && (
          <Button size="xs" variant="ghost" aria-label={`Comment on the paragraph by ${segment.speaker ?? 'an unknown speaker'}`} onClick={onComment}>
            Comment
          </Button>
        )}
      </HStack>
      <Text lineHeight="tall">
        {words.map((word, i) => (
          <span key={i}>
            <Box
              as="span"
              data-word={i}
              cursor={word.start === null ? undefined : 'pointer'}
              bg={i === current ? 'brand.subtle' : undefined}
              rounded="sm"
              onClick={() => word.start !== null && window.getSelection()?.isCollapsed !== false && onSeek(word.start)}
            >
              {word.text}
            </Box>{' '}
          </span>
        ))}
      </Text>
    </Box>
  );
});
