import { Alert, Box, Button, Progress } from '@chakra-ui/react';
import { memo } from 'react';
import { useRetryTranscriptionMutation, type TranscriptViewFragment } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../components/Toaster.tsx';

type StatusProps = Pick<TranscriptViewFragment, 'id' | 'status' | 'progress' | 'queuePosition' | 'error'>;

/**
 * While waiting for a worker: its place in the queue. While transcribing: a progress bar that moves by
 * itself. If it failed: the reason and Retry. Memoized: the page re-renders with each keystroke.
 */
export const TranscriptStatusPanel = memo(function TranscriptStatusPanel({ id, status, progress, queuePosition, error }: StatusProps) {
  const [{ fetching: retrying }, retry] = useRetryTranscriptionMutation();

  if (status === 'TRANSCRIBING' && queuePosition !== null) {
    return (
      <Box mb="6" p="4" borderWidth="1px" rounded="lg" bg="blue.50" borderColor="blue.100" role="status" data-testid="queue-position">
        Waiting for a free worker — number {queuePosition} in the queue
      </Box>
    );
  }

  if (status === 'TRANSCRIBING') {
    const percent = progress === null ? null : Math.round(progress * 100);
    return (
      <Box mb="6" p="4" borderWidth="1px" rounded="lg" bg="blue.50" borderColor="blue.100">
        <Progress.Root value={percent} max={100} colorPalette="blue" size="sm">
          <Progress.Label mb="2">Transcribing…{percent === null ? '' : ` ${percent}%`}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Box>
    );
  }

  if (status === 'FAILED') {
    const onRetry = async () => {
      const result = await retry({ id });
      if (result.error) notify('error', 'Retry failed', errorMessage(result.error));
    };
    return (
      <Alert.Root status="error" mb="6" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title fontWeight="semibold">Transcription failed</Alert.Title>
          <Alert.Description>{error ?? 'An unknown error occurred.'}</Alert.Description>
        </Alert.Content>
        <Button size="sm" colorPalette="red" variant="outline" onClick={() => void onRetry()} loading={retrying}>
          Retry
        </Button>
      </Alert.Root>
    );
  }

  return null;
});
