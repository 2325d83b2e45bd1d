import { Alert, Badge, Box, Button, Center, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { notify } from '../../components/Toaster.tsx';
import { ReviewLiveDocument, useApproveTranscriptMutation, useReviewPageQuery } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatUpdated } from '../../lib/dates.ts';
import { CommentComposer } from '../../components/comments/CommentComposer.tsx';
import { CommentThreadCard } from '../../components/comments/CommentThreadCard.tsx';
import { useTranscriptComments } from '../../components/comments/useTranscriptComments.ts';
import { useLiveFeed } from '../../lib/live/useLiveFeed.ts';
import { ReadingText, type WordSpan } from './ReadingText.tsx';

/**
 * Route /review/{id}: the reading page a review link opens. The audio, the text synced to it word by word, the
 * speakers' names, the comments, and nothing else of the library (no sidebar, no header links). With a link that
 * allows it, the reader comments on a segment or on words they select, and marks the transcript approved.
 */
export function ReviewPage() {
  const { id = '' } = useParams();
  const [{ data, error, fetching }, reload] = useReviewPageQuery({ variables: { id } });
  const comments = useTranscriptComments(id);
  const onLive = useCallback(
    (event: { live: { __typename: string } }) => {
      if (event.live.__typename === 'CommentEvent') comments.reload();
      if (event.live.__typename === 'VersionEvent') reload({ requestPolicy: 'network-only' });
    },
    [comments, reload],
  );
  useLiveFeed(ReviewLiveDocument, { transcriptId: id }, onLive, comments.reload);
  const [time, setTime] = useState(0);
  const audio = useRef<HTMLAudioElement>(null);
  const [target, setTarget] = useState<WordSpan | null>(null);
  const [{ fetching: approving }, approve] = useApproveTranscriptMutation();

  useEffect(() => setTarget(null), [data?.transcript?.versionId]);

  if (fetching && !data) {
    return (
      <Center py="24">
        <Spinner size="xl" color="brand.600" aria-label="Loading transcript" role="status" />
      </Center>
    );
  }
  const transcript = data?.transcript;
  if (!transcript) {
    return (
      <Container maxW="3xl" py="10">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontWeight="semibold">This transcript cannot be shown</Alert.Title>
            <Alert.Description>{error ? errorMessage(error) : 'The review link may have expired or been revoked. Ask whoever sent it for a new one.'}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Container>
    );
  }
  const link = data.me.reviewLink;
  // Only a view link may not comment; the team reading this page may.
  const canComment = link?.permission !== 'VIEW';
  const approval = transcript.approval;
  const approveNow = async () => {
    const result = await approve({ id, versionId: transcript.versionId });
    if (result.error) return notify('error', 'Not approved', errorMessage(result.error));
    notify('success', 'Approved', 'Thank you: the team sees that you approved this version.');
  };
  const seek = (seconds: number) => {
    if (!audio.current) return;
    audio.current.currentTime = seconds;
    void audio.current.play().catch(() => undefined);
  };

  return (
    <Container as="main" maxW="3xl" py={{ base: '5', md: '10' }} px={{ base: '3', md: '8' }}>
      <Stack gap="4">
        <Box>
          <Heading as="h1" size="xl">
            {transcript.title}
          </Heading>
          {link && (
            <Text color="fg.muted" fontSize="sm">
              For {link.reviewerName} to {link.permission === 'COMMENT' ? 'read, comment on and approve' : 'read'}.
            </Text>
          )}
        </Box>
        {transcript.fileUrl && (
          <audio ref={audio} controls preload="metadata" src={transcript.fileUrl} style={{ width: '100%' }} onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)} />
        )}
        <HStack gap="3" wrap="wrap">
          {approval && !approval.changedSince && <Badge colorPalette="green">Approved {formatUpdated(approval.approvedAt)}</Badge>}
          {approval?.changedSince && <Badge colorPalette="orange">Changed since approval</Badge>}
          {canComment && (!approval || approval.changedSince) && (
            <Button size="sm" colorPalette="green" loading={approving} onClick={() => void approveNow()}>
              Approve this transcript
            </Button>
          )}
        </HStack>
        {canComment && (
          <Text fontSize="sm" color="fg.muted">
            Select words to comment on them, or use “Comment” beside a paragraph.
          </Text>
        )}
        <ReadingText segments={transcript.segments} time={time} onSeek={seek} canComment={canComment} onTarget={setTarget} />
        {target && (
          <Box borderWidth="1px" rounded="md" p="3" position="sticky" bottom="3" bg="bg" shadow="md">
            <Text fontSize="xs" color="fg.muted" mb="1" fontStyle="italic">
              “{target.quote}”
            </Text>
            <CommentComposer
              target={{ transcriptId: id, segmentId: target.segmentId, fromWord: target.from, toWord: target.to }}
              label="Comment"
              onSent={() => {
                setTarget(null);
                comments.reload();
              }}
              onCancel={() => setTarget(null)}
            />
          </Box>
        )}
        {comments.threads.length > 0 && (
          <Stack as="section" aria-label="Comments" gap="2">
            <Heading as="h2" size="sm">
              Comments
            </Heading>
            {comments.threads.map((thread) => (
              <CommentThreadCard key={thread.id} transcriptId={id} thread={thread} canReply={canComment} canResolve={!link} onChanged={comments.reload} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
