import { Alert, Box, Button, Center, Container, Spinner } from '@chakra-ui/react';
import { memo, useDeferredValue, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useServerRenderedId } from '../../lib/first-screen-context.ts';
import { PlaybackContext } from './playback/playback-context.ts';
import { SegmentNavigationContext, createSegmentNavigation } from './segments/segment-navigation.ts';
import { TranscriptWorkspace } from './TranscriptWorkspace.tsx';
import { mayChange, ReadOnlyContext, useWhoAmI } from '../../lib/who-am-i.ts';
import { DeletedTranscript } from './DeletedTranscript.tsx';
import { usePollWhile } from './usePollWhile.ts';
import { useLoadedTranscriptQuery, type TranscriptViewFragment } from '../../graphql/generated.ts';
import { useTranscriptPages } from './useTranscriptPages.ts';
import { errorMessage } from '../../lib/errors.ts';
import { createPlayback } from './playback/playback.ts';

export const NOT_FOUND = 'Transcript not found';

/** Route /transcript/{id}. Keyed by id so another transcript starts with fresh edits and player. */
export function TranscriptPage() {
  const { id = '' } = useParams();
  return <TranscriptLoader key={id} id={id} />;
}

function TranscriptLoader({ id }: { id: string }) {
  const pages = useTranscriptPages(id);
  const [{ data: latest }] = useLoadedTranscriptQuery({ variables: { id }, requestPolicy: 'cache-only' });
  // Rendered as a transition, in slices: showing a long transcript (or the one a save returns) never
  // holds the page in one long task, and a keystroke meanwhile is answered first. Null at first, also
  // when the answer is already cached: the page around it is then committed on its own, before the
  // transcript, so neither commit holds the page for long. Whether every page is in goes with the list.
  // A first screen the server rendered is hydrated (in slices too) with its transcript at once.
  const loaded = useMemo(() => ({ data: latest, complete: pages.complete }), [latest, pages.complete]);
  const shown = useDeferredValue(loaded, useServerRenderedId() === id ? loaded : null);
  const transcript = shown?.data?.transcript;
  usePollWhile(transcript?.status === 'TRANSCRIBING', pages.reload);

  if (!shown?.data && (pages.loading || latest)) {
    return (
      <Center py="24">
        <Spinner size="xl" color="brand.600" aria-label="Loading transcript" role="status" />
      </Center>
    );
  }
  if (pages.error || !transcript) return <LoadError message={pages.error ? errorMessage(pages.error) : NOT_FOUND} />;
  if (transcript.status === 'DELETED') return <DeletedTranscript id={transcript.id} title={transcript.title} onRestored={pages.reload} />;
  return <TranscriptView transcript={transcript} complete={shown.complete} reload={pages.reload} refresh={pages.refresh} />;
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
            <Button size="sm" variant="outline" onClick={() => void navigate('/')}>
              Go back to home
            </Button>
          </Box>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}

interface TranscriptViewProps {
  transcript: TranscriptViewFragment;
  /** Every segment is loaded (saving waits for that). */
  complete: boolean;
  reload: () => void;
  /** Shows the current version, saved elsewhere, in one step (useTranscriptPages). */
  refresh: () => void;
}

/**
 * Memoized: the loader re-renders whenever its queries report (also with nothing new, as when the app takes
 * over the server's page), and the whole workspace under it need not render again for that.
 */
const TranscriptView = memo(function TranscriptView({ transcript, complete, reload, refresh }: TranscriptViewProps) {
  const playback = useMemo(createPlayback, []);
  const navigation = useMemo(createSegmentNavigation, []);
  // A viewer's page only reads: its parts leave out what would change the transcript (the server refuses it anyway).
  const readOnly = !mayChange(useWhoAmI());
  return (
    <PlaybackContext.Provider value={playback}>
      <SegmentNavigationContext.Provider value={navigation}>
        <ReadOnlyContext.Provider value={readOnly}>
          <TranscriptWorkspace transcript={transcript} complete={complete} reload={reload} refresh={refresh} />
        </ReadOnlyContext.Provider>
      </SegmentNavigationContext.Provider>
    </PlaybackContext.Provider>
  );
});
