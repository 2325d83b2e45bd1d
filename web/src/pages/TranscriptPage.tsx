import { Alert, Box, Button, Center, Container, Flex, Spinner } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AudioPlayer } from '../components/AudioPlayer.tsx';
import { ConflictAlert } from '../components/ConflictAlert.tsx';
import { PlaybackContext } from '../components/playback-context.ts';
import { SegmentList } from '../components/SegmentList.tsx';
import { TranscriptHeader } from '../components/TranscriptHeader.tsx';
import { TranscriptStatusPanel } from '../components/TranscriptStatusPanel.tsx';
import { usePollWhile } from '../components/usePollWhile.ts';
import { useTranscriptActions } from '../components/useTranscriptActions.ts';
import { useTranscriptEditor } from '../components/useTranscriptEditor.ts';
import { useTranscriptQuery, type TranscriptViewFragment } from '../graphql/generated.ts';
import { errorMessage } from '../lib/errors.ts';
import { createPlayback } from '../lib/playback.ts';
import { countWords } from '../lib/words.ts';
import { HEADER_HEIGHT } from '../theme.ts';

export const NOT_FOUND = 'Transcript not found';

/** Route /transcript/{id}. Keyed by id so another transcript starts with fresh edits and player. */
export function TranscriptPage() {
  const { id = '' } = useParams();
  return <TranscriptLoader key={id} id={id} />;
}

function TranscriptLoader({ id }: { id: string }) {
  const [{ data, fetching, error }, reexecute] = useTranscriptQuery({ variables: { id } });
  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const transcript = data?.transcript;
  usePollWhile(transcript?.status === 'TRANSCRIBING', reload);

  if (!data && fetching) {
    return (
      <Center py="24">
        <Spinner size="xl" color="brand.600" aria-label="Loading transcript" role="status" />
      </Center>
    );
  }
  if (error || !transcript) return <LoadError message={error ? errorMessage(error) : NOT_FOUND} />;
  return <TranscriptView transcript={transcript} reload={reload} />;
}

function LoadError({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Container maxW="3xl" py="10">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title fontWeight="semibold">Error</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
          <Box mt="3">
            <Button size="sm" variant="outline" onClick={() => navigate('/')}>
              Go back to home
            </Button>
          </Box>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}

function TranscriptView({ transcript, reload }: { transcript: TranscriptViewFragment; reload: () => void }) {
  const playback = useMemo(createPlayback, []);
  const editor = useTranscriptEditor(transcript);
  const actions = useTranscriptActions(transcript.id, transcript.title, editor.flush);
  const { segments } = transcript;
  const wordCount = useMemo(
    () => countWords(segments.map((segment) => editor.drafts.get(segment.start) ?? segment.text)),
    [segments, editor.drafts],
  );

  return (
    <PlaybackContext.Provider value={playback}>
      <Flex direction="column" minH={`calc(100dvh - ${HEADER_HEIGHT})`}>
        <Container maxW="4xl" flex="1" py={{ base: '5', md: '8' }} px={{ base: '3', md: '8' }}>
          <TranscriptHeader
            title={transcript.title}
            wordCount={wordCount}
            saveStatus={editor.status}
            ready={transcript.status === 'READY'}
            refining={actions.refining}
            exporting={actions.exporting}
            onRefine={() => void actions.refine()}
            onExport={() => void actions.exportDocx()}
          />
          <TranscriptStatusPanel {...transcript} />
          {editor.status === 'conflict' && (
            <ConflictAlert onLoadLatest={() => editor.discardDrafts(reload)} onOverwrite={editor.overwrite} />
          )}
          <SegmentList segments={segments} drafts={editor.drafts} onEdit={editor.edit} />
        </Container>
        {transcript.fileUrl && <AudioPlayer src={transcript.fileUrl} knownDuration={transcript.duration} />}
      </Flex>
    </PlaybackContext.Provider>
  );
}
