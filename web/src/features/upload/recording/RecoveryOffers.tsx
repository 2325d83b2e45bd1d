import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import type { StoredRecording } from './recording-store.ts';
import { recoveryOffer } from './recording-rules.ts';

interface RecoveryOffersProps {
  /** Recordings kept in this browser that were not uploaded (a closed tab, a crash, a dialog cancelled). */
  recordings: StoredRecording[];
  /** Set while an upload runs. */
  disabled: boolean;
  onUpload: (recording: StoredRecording) => void;
  onDiscard: (recording: StoredRecording) => void;
}

/** "Recording of 14:32, 23 min: upload or discard", for each recording left unfinished. */
export function RecoveryOffers({ recordings, disabled, onUpload, onDiscard }: RecoveryOffersProps) {
  if (recordings.length === 0) return null;
  return (
    <Stack gap="2" mb="4">
      {recordings.map((recording) => (
        <Alert.Root key={recording.id} status="info" alignItems="center" flexWrap="wrap" data-testid="recovered-recording">
          <Alert.Indicator />
          {/* On a phone the buttons go beneath the sentence rather than squeezing it. */}
          <Alert.Content flex="1" minW="14rem">
            <Alert.Description>{recoveryOffer(recording)}</Alert.Description>
          </Alert.Content>
          <HStack gap="2">
            <Button size="sm" colorPalette="brand" disabled={disabled} onClick={() => onUpload(recording)}>
              Upload
            </Button>
            <Button size="sm" variant="outline" disabled={disabled} onClick={() => onDiscard(recording)}>
              Discard
            </Button>
          </HStack>
        </Alert.Root>
      ))}
    </Stack>
  );
}
