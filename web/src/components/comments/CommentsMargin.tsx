import { Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useLiveSignals, type LiveSignal } from '../../lib/live/live-channel.ts';
import { CommentThreadCard } from './CommentThreadCard.tsx';
import { useTranscriptComments } from './useTranscriptComments.ts';

/**
 * The editor's comments: every thread in the order of the text, outdated ones marked, with replies and resolve.
 * Comments arrive live: the page's stream tells of each one, and the threads are loaded again.
 */
export function CommentsMargin({ transcriptId }: { transcriptId: string }) {
  const { threads, reload } = useTranscriptComments(transcriptId);
  const onSignal = useCallback(
    (signal: LiveSignal) => {
      if (signal.kind === 'reconnected' || signal.event.__typename === 'CommentEvent') reload();
    },
    [reload],
  );
  useLiveSignals(onSignal);
  if (!threads.length) return null;
  const open = threads.filter((thread) => !thread.resolved).length;
  return (
    <Stack as="aside" aria-label="Comments" gap="2" mt="8">
      <Heading as="h2" size="sm">
        Comments{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          ({open} open)
        </Text>
      </Heading>
      {threads.map((thread) => (
        <CommentThreadCard key={thread.id} transcriptId={transcriptId} thread={thread} canReply canResolve onChanged={reload} />
      ))}
    </Stack>
  );
}
