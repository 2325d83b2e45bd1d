import { Alert, Box, Button, Center, Container, Spinner } from '@chakra-ui/react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PlaybackContext } from './playback/playback-context.ts';
import { SegmentNavigationContext, createSegmentNavigation } from './segments/segment-navigation.ts';
import { TranscriptWorkspace } from './TranscriptWorkspace.tsx';
import { usePollWhile } from './usePollWhile.ts';
import { useTranscriptQuery, type TranscriptViewFragment } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { createPlayback } from './playback/playback.ts';

export const NOT_FOUND = 'Transcript not found';

/** Route /transcript/{id}. Keyed by id so another transcript starts with fresh edits and player. */
export function TranscriptPage() {
  const { id = '' } = useParams();
  return <TranscriptLoader key={id} id={id} />;
}

function TranscriptLoader({ id }: { id: string }) {
  const [{ data: latest, fetching, error }, reexecute] = useTranscriptQuery({ variables: { id } });
  // Rendered as a transition, in slices: showing a long transcript (or the one a save returns) never
  // holds the page in one long task, and a keystroke meanwhile is answered first. Null at first, also
  // when the answer is already cached: the page around it is then committed on its own, before the
  // transcript, so neither commit holds the page for long.
  const data = useDeferredValue(latest, null);
  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const transcript = data?.transcript;
  usePollWhile(transcript?.status === 'TRANSCRIBING', reload);

  if (!data && (fetching || latest)) {
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
  const navigation = useMemo(createSegmentNavigation, []);
  return (
    <PlaybackContext.Provider value={playback}>
      <SegmentNavigationContext.Provider value={navigation}>
        <TranscriptWorkspace transcript={transcript} reload={reload} />
      </SegmentNavigationContext.Provider>
    </PlaybackContext.Provider>
  );
}
