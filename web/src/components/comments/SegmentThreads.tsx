import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CommentThreadFragment } from '../../graphql/generated.ts';
import { CommentComposer } from './CommentComposer.tsx';
import { CommentThreadCard } from './CommentThreadCard.tsx';
import type { CommentTarget } from './comment-spans.ts';

interface SegmentThreadsProps {
  transcriptId: string;
  /** Names the segment, for screen readers: "Comments on 0:05 Ada". */
  label: string;
  threads: readonly CommentThreadFragment[];
  /** A new comment being written on this segment (its words quoted above the box), or null. */
  composing: CommentTarget | null;
  canReply: boolean;
  canResolve: boolean;
  /** The new comment was sent (true) or given up (false). */
  onComposed: (sent: boolean) => void;
  onChanged: () => void;
  className?: string;
}

/**
 * A segment's comments, beside its paragraph (or under it on a narrow screen): the new comment being written, then
 * its open threads, each with Reply and Resolve; resolved ones folded away behind a button (they would push the
 * text apart), to read or reopen. Its own keys: a shortcut of the page does not fire while typing here.
 */
export function SegmentThreads({ transcriptId, label, threads, composing, canReply, canResolve, onComposed, onChanged, className }: SegmentThreadsProps) {
  const [showResolved, setShowResolved] = useState(false);
  if (!composing && threads.length === 0) return null;
  const resolved = threads.filter((thread) => thread.resolved).length;
  const shown = showResolved ? threads : threads.filter((thread) => !thread.resolved);
  return (
    <Stack
      as="section"
      aria-label={label}
      className={className}
      gap="2"
      data-own-keys=""
      // A click here is not a click on the paragraph (which moves the audio).
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && composing) {
          event.stopPropagation();
          onComposed(false);
        }
      }}
    >
      {composing && (
        <Box borderWidth="1px" borderColor="border.emphasized" rounded="md" p="3" bg="bg" shadow="sm">
          <Text fontSize="xs" color="fg.muted" mb="1" fontStyle="italic" lineClamp={3}>
            “{composing.quote}”
          </Text>
          <CommentComposer
            target={{ transcriptId, segmentId: composing.segmentId, fromWord: composing.from, toWord: composing.to }}
            label="Comment"
            autoFocus
            onSent={() => {
              onComposed(true);
              onChanged();
            }}
            onCancel={() => onComposed(false)}
          />
        </Box>
      )}
      {shown.map((thread) => (
        <CommentThreadCard key={thread.id} transcriptId={transcriptId} thread={thread} canReply={canReply} canResolve={canResolve} onChanged={onChanged} />
      ))}
      {resolved > 0 && (
        <Button size="2xs" variant="ghost" alignSelf="flex-start" color="fg.muted" aria-expanded={showResolved} onClick={() => setShowResolved((show) => !show)}>
          {showResolved ? 'Hide resolved' : `${resolved} resolved`}
        </Button>
      )}
    </Stack>
  );
}
