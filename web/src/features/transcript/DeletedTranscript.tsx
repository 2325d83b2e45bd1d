import { Alert, Box, Button, Container, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../components/Toaster.tsx';
import { useRestoreTranscriptMutation } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';

/**
 * A link to a transcript that was deleted: it says so (rather than an empty editor) and offers it back. The server
 * lets only those who may delete restore (in team mode editors and owners); anyone else is told why not.
 */
export function DeletedTranscript({ id, title, onRestored }: { id: string; title: string; onRestored: () => void }) {
  const [, restoreTranscript] = useRestoreTranscriptMutation();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const restore = async () => {
    setBusy(true);
    const result = await restoreTranscript({ id });
    setBusy(false);
    if (result.error) return notify('error', 'Could not restore it', errorMessage(result.error));
    notify('success', 'Transcript restored');
    onRestored();
  };
  return (
    <Container maxW="3xl" py="10">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title fontWeight="semibold">This transcript was deleted</Alert.Title>
          <Alert.Description>“{title}” and its history are kept; restore it to read and edit it again.</Alert.Description>
          <Box mt="3">
            <HStack gap="2">
              <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void restore()}>
                Restore
              </Button>
              <Button size="sm" variant="outline" onClick={() => void navigate('/')}>
                Go back to home
              </Button>
            </HStack>
          </Box>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}
