import { Alert, Box, Button, Container, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../components/Toaster.tsx';
import { useDeleteTranscriptPermanentlyMutation, useRestoreTranscriptMutation } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useWhoAmI } from '../../lib/who-am-i.ts';

/**
 * A link to a transcript that was deleted: it says so (rather than an empty editor) and offers it back. The server
 * lets only those who may delete restore (in team mode editors and owners); anyone else is told why not. Owners (and
 * local mode) may also delete it permanently, after a confirmation.
 */
export function DeletedTranscript({ id, title, onRestored }: { id: string; title: string; onRestored: () => void }) {
  const [, restoreTranscript] = useRestoreTranscriptMutation();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const owner = useWhoAmI()?.role === 'OWNER';
  const [, deletePermanently] = useDeleteTranscriptPermanentlyMutation();
  const [confirming, setConfirming] = useState(false);
  const purge = async () => {
    setBusy(true);
    const result = await deletePermanently({ id });
    setBusy(false);
    if (result.error) return notify('error', 'Could not delete it permanently', errorMessage(result.error));
    setConfirming(false);
    notify('success', 'Transcript deleted permanently');
    void navigate('/');
  };
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
          <Alert.Description>“{title}” and its history are kept in the bin for a while; restore it to read and edit it again.</Alert.Description>
          <Box mt="3">
            <HStack gap="2">
              <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void restore()}>
                Restore
              </Button>
              <Button size="sm" variant="outline" onClick={() => void navigate('/')}>
                Go back to home
              </Button>
              {owner && (
                <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => setConfirming(true)}>
                  Delete permanently
                </Button>
              )}
            </HStack>
          </Box>
        </Alert.Content>
      </Alert.Root>
      {confirming && (
        <ConfirmDialog title="Delete permanently?" confirmLabel="Delete permanently" colorPalette="red" busy={busy} onConfirm={() => void purge()} onClose={() => setConfirming(false)}>
          <Text>
            “{title}”, every version, its audio, comments, review links and the voices remembered from it are deleted for good. This cannot be undone.
          </Text>
        </ConfirmDialog>
      )}
    </Container>
  );
}
