import { Alert, Badge, Box, Button, Center, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { notify } from '../../components/Toaster.tsx';
import { ReviewLiveDocument, useApproveTranscriptMutation, useReviewPageQuery } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatUpdated } from '../../lib/dates.ts';
import { isCommentKey, threadsBySegment, type CommentTarget } from '../../components/comments/comment-spans.ts';
import { SegmentThreads } from '../../components/comments/SegmentThreads.tsx';
import { useTranscriptComments } from '../../components/comments/useTranscriptComments.ts';
import { useLiveFeed } from '../../lib/live/useLiveFeed.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PseudonymisedBadge } from '../../components/PseudonymisedBadge.tsx';
import { ReadingText, selectedTarget, type ReadingComments } from './ReadingText.tsx';

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
  const [composing, compose] = useState<CommentTarget | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [{ fetching: approving }, approve] = useApproveTranscriptMutation();

  // A new version may have moved the words being commented on.
  useEffect(() => compose(null), [data?.transcript?.versionId]);
  const link = data?.me.reviewLink;
  // Only a view link may not comment; the team reading this page may.
  const canComment = link?.permission !== 'VIEW';
  const bySegment = useMemo(() => threadsBySegment(comments.threads), [comments.threads]);
  const readingComments = useMemo<ReadingComments>(
    () => ({ transcriptId: id, bySegment, composing, compose, canComment, canResolve: !link, reload: comments.reload }),
    [id, bySegment, composing, canComment, link, comments.reload],
  );
  // Ctrl+Alt+M (Cmd+Option+M), as in Word and Google Docs: a comment on the words selected.
  const segments = data?.transcript?.segments;
  useEffect(() => {
    if (!canComment || !segments) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCommentKey(event)) return;
      const target = selectedTarget(segments);
      if (!target) return notify('info', 'Select some words first', 'Select words in a paragraph, or use “Comment” beside it.');
      event.preventDefault();
      compose(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [canComment, segments]);

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
  const approval = transcript.approval;
  const approveNow = async () => {
    const result = await approve({ id, versionId: transcript.versionId });
    setConfirming(false);
    if (result.error) return notify('error', 'Not approved', errorMessage(result.error));
    notify('success', 'Approved', 'Thank you: the team sees that you approved this version.');
  };
  const seek = (seconds: number) => {
    if (!audio.current) return;
    audio.current.currentTime = seconds;
    void audio.current.play().catch(() => undefined);
  };

  return (
    <Container as="main" maxW={{ base: '3xl', lg: '6xl' }} py={{ base: '5', md: '10' }} px={{ base: '3', md: '8' }}>
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
        {/* The player stays in view while the text scrolls under it. */}
        {transcript.fileUrl && (
          <Box position="sticky" top="0" zIndex="sticky" bg="bg" py="2" borderBottomWidth="1px" data-testid="review-player">
            <audio ref={audio} controls preload="metadata" src={transcript.fileUrl} style={{ width: '100%' }} onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)} />
          </Box>
        )}
        <HStack gap="3" wrap="wrap">
          <PseudonymisedBadge pseudonymised={false} showsPseudonyms={transcript.showsPseudonyms} />
          {approval && !approval.changedSince && <Badge colorPalette="green">Approved {formatUpdated(approval.approvedAt)}</Badge>}
          {approval?.changedSince && <Badge colorPalette="orange">Changed since approval</Badge>}
          {canComment && (!approval || approval.changedSince) && (
            <Button size="sm" colorPalette="green" onClick={() => setConfirming(true)}>
              Approve this transcript
            </Button>
          )}
        </HStack>
        {canComment && (
          <Text fontSize="sm" color="fg.muted">
            Select words and press “Comment” beside their paragraph (or Ctrl+Alt+M), or comment on a whole paragraph.
          </Text>
        )}
        <ReadingText segments={transcript.segments} time={time} onSeek={seek} comments={readingComments} />
        <SegmentThreads
          transcriptId={id}
          label="Comments"
          threads={bySegment.get(null) ?? []}
          composing={null}
          canReply={canComment}
          canResolve={!link}
          onComposed={() => undefined}
          onChanged={comments.reload}
        />
      </Stack>
      {/* An approval tells the team this version is right: a click on the way should not. */}
      {confirming && (
        <ConfirmDialog title="Approve this transcript?" confirmLabel="Approve" colorPalette="green" busy={approving} onConfirm={() => void approveNow()} onClose={() => setConfirming(false)}>
          The team sees that you approved “{transcript.title}” as it reads now. If it changes later, it shows as changed since your approval.
        </ConfirmDialog>
      )}
    </Container>
  );
}
