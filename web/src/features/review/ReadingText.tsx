import { Box, Button, Flex, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useMemo, type MouseEvent } from 'react';
import type { CommentThreadFragment, ReviewPageQuery } from '../../graphql/generated.ts';
import { CommentCount } from '../../components/comments/CommentCount.tsx';
import { SegmentThreads } from '../../components/comments/SegmentThreads.tsx';
import { commentedWords, openCount, type CommentTarget } from '../../components/comments/comment-spans.ts';
import { formatClock } from '../../lib/time.ts';
import { readingWords, selectedSpan, wordAt } from './reading-words.ts';

type ReadingSegment = NonNullable<ReviewPageQuery['transcript']>['segments'][number];

/** What the reader may do with comments here, and the comments to show beside each paragraph. */
export interface ReadingComments {
  transcriptId: string;
  bySegment: ReadonlyMap<string | null, CommentThreadFragment[]>;
  composing: CommentTarget | null;
  compose: (target: CommentTarget | null) => void;
  canComment: boolean;
  canResolve: boolean;
  reload: () => void;
}

interface ReadingTextProps {
  segments: readonly ReadingSegment[];
  /** Where the audio is, in seconds: the word being said is marked. */
  time: number;
  onSeek: (seconds: number) => void;
  comments: ReadingComments;
}

const speakerOf = (segment: ReadingSegment) => segment.speaker ?? 'Unknown speaker';

/**
 * What the words selected on the page comment on, when they are in `segment` (or, without one, in any segment):
 * those words, quoted; null when the selection is elsewhere or there is none.
 */
export function selectedTarget(segments: readonly ReadingSegment[], segmentId?: string): CommentTarget | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed) return null;
  const element = (node: Node | null) => (node instanceof Element ? node : (node?.parentElement ?? null));
  const span = selectedSpan(element(selection.anchorNode), element(selection.focusNode));
  const segment = span && segments.find((candidate) => candidate.id === span.segmentId);
  if (!span || !segment || (segmentId && segment.id !== segmentId)) return null;
  const words = readingWords(segment.text, segment.words).slice(span.from, span.to + 1);
  return { ...span, quote: words.map((word) => word.text).join(' ') };
}

/**
 * The text as a reader sees it: the speaker once per turn, then the turn's paragraphs; each word marked as it is
 * said, and played from when clicked. Beside each paragraph (under it on a narrow screen) its comments; words
 * commented on are marked, and each paragraph's "Comment" comments on the words selected in it, or on all of it.
 */
export function ReadingText({ segments, time, onSeek, comments }: ReadingTextProps) {
  return (
    <Stack gap="3">
      {segments.map((segment, i) => (
        <ReadingSegmentView
          key={segment.id}
          segment={segment}
          newTurn={i === 0 || segments[i - 1].speaker !== segment.speaker}
          time={time >= segment.start && time < segment.end ? time : null}
          onSeek={onSeek}
          threads={comments.bySegment.get(segment.id)}
          composing={comments.composing?.segmentId === segment.id ? comments.composing : null}
          comments={comments}
          segments={segments}
        />
      ))}
    </Stack>
  );
}

interface ReadingSegmentProps {
  segment: ReadingSegment;
  /** The first paragraph of a speaker's turn shows the speaker's name; the turn's others do not repeat it. */
  newTurn: boolean;
  /** The audio's time while it is inside this segment; null otherwise (so only two segments render as it moves). */
  time: number | null;
  onSeek: (seconds: number) => void;
  threads: CommentThreadFragment[] | undefined;
  composing: CommentTarget | null;
  comments: ReadingComments;
  /** All of them: a selection is looked for among them. */
  segments: readonly ReadingSegment[];
}

const ReadingSegmentView = memo(function ReadingSegmentView({ segment, newTurn, time, onSeek, threads, composing, comments, segments }: ReadingSegmentProps) {
  const words = useMemo(() => readingWords(segment.text, segment.words), [segment.text, segment.words]);
  const marked = useMemo(() => commentedWords(threads ?? []), [threads]);
  const current = time === null ? -1 : wordAt(words, time);
  const speaker = speakerOf(segment);
  const onComment = () => comments.compose(selectedTarget(segments, segment.id) ?? { segmentId: segment.id, from: null, to: null, quote: segment.text });
  return (
    <Grid data-segment-id={segment.id} templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 17rem' }} columnGap="4" rowGap="2" alignItems="start">
      <Box>
        {newTurn && (
          <Text fontWeight="semibold" fontSize="sm" mt="2">
            {speaker}
          </Text>
        )}
        <Flex gap="2" align="flex-start">
          <Text lineHeight="tall" flex="1" minW="0">
            {words.map((word, i) => (
              <span key={i}>
                <Box
                  as={marked.has(i) ? 'mark' : 'span'}
                  data-word={i}
                  cursor={word.start === null ? undefined : 'pointer'}
                  bg={i === current ? 'brand.subtle' : marked.has(i) ? 'green.100' : undefined}
                  color="inherit"
                  // Commented words: a tint and a solid underline (a shape, not colour alone).
                  borderBottom={marked.has(i) ? '2px solid' : undefined}
                  borderColor="green.700"
                  rounded="sm"
                  onClick={() => word.start !== null && window.getSelection()?.isCollapsed !== false && onSeek(word.start)}
                >
                  {word.text}
                </Box>{' '}
              </span>
            ))}
          </Text>
          <HStack gap="1" flexShrink={0} role="toolbar" aria-label={`Paragraph at ${formatClock(segment.start)}`}>
            <CommentCount open={openCount(threads)} />
            {comments.canComment && (
              <Button
                size="xs"
                variant="ghost"
                title="Comment on the words selected in this paragraph, or on all of it (Ctrl+Alt+M)"
                aria-label={`Comment on the paragraph at ${formatClock(segment.start)} by ${speaker}`}
                // Keeps the words selected while the button is pressed.
                onMouseDown={(event: MouseEvent) => event.preventDefault()}
                onClick={onComment}
              >
                Comment
              </Button>
            )}
          </HStack>
        </Flex>
      </Box>
      <SegmentThreads
        transcriptId={comments.transcriptId}
        label={`Comments on the paragraph at ${formatClock(segment.start)}`}
        threads={threads ?? []}
        composing={composing}
        canReply={comments.canComment}
        canResolve={comments.canResolve}
        onComposed={() => comments.compose(null)}
        onChanged={comments.reload}
      />
    </Grid>
  );
});
