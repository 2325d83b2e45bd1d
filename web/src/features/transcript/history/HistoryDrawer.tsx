import { Badge, Box, Button, CloseButton, Drawer, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useRestoreVersionMutation, useTranscriptVersionsQuery, useVersionDiffQuery } from '../../../graphql/generated.ts';
import { formatUpdated } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { versionSourceText } from './versions.ts';
import { DiffView } from './DiffView.tsx';
import { notify } from '../../../components/Toaster.tsx';
import type { RunChange } from '../editing/useTranscriptEditor.ts';

interface HistoryDrawerProps {
  open: boolean;
  transcriptId: string;
  currentVersionId: string | null;
  change: RunChange;
  onClose: () => void;
}

/** Every version of the transcript; pick one to see what changed since and to restore it. */
export function HistoryDrawer({ open, onClose, currentVersionId, ...rest }: HistoryDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={({ open: next }) => !next && onClose()} placement="end" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>History</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {/* A new current version reloads the list and the diff. */}
              {open && <VersionHistory key={currentVersionId} currentVersionId={currentVersionId} {...rest} />}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close history" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function VersionHistory({ transcriptId: id, currentVersionId, change }: Omit<HistoryDrawerProps, 'open' | 'onClose'>) {
  const [{ data, fetching, error }] = useTranscriptVersionsQuery({ variables: { id }, requestPolicy: 'network-only' });
  const [picked, setPicked] = useState<string | null>(null);
  const [, restoreVersion] = useRestoreVersionMutation();
  const versions = data?.transcript?.versions ?? [];

  const restore = async (versionId: string) => {
    const done = await change((baseVersionId) => restoreVersion({ id, versionId, baseVersionId }), (d) => d.restoreVersion.versionId, 'restore');
    if (done) notify('success', 'Version restored', 'It is now the current version; Undo (Ctrl+Z) brings back the text before.');
  };

  if (fetching && !data) return <Spinner color="brand.600" aria-label="Loading history" role="status" />;
  if (error) return <Text color="red.600">{errorMessage(error)}</Text>;
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label="Versions">
      {versions.map((version, index) => {
        const current = version.id === currentVersionId;
        const selected = version.id === picked;
        return (
          <Box as="li" key={version.id} borderWidth="1px" rounded="md" borderColor={selected ? 'brand.300' : 'border'}>
            <Button
              variant="ghost"
              w="full"
              h="auto"
              py="2"
              px="3"
              justifyContent="space-between"
              aria-expanded={selected}
              onClick={() => setPicked(selected ? null : version.id)}
            >
              <Stack gap="0" align="flex-start" textAlign="left">
                <Text fontWeight="medium">{versionSourceText(version.source)}</Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {formatUpdated(version.createdAt, true)} · {version.wordCount} words
                </Text>
              </Stack>
              {current && <Badge colorPalette="green">Current</Badge>}
            </Button>
            {selected && !current && (
              <VersionDetail id={id} versionId={version.id} later={laterThan(versions, index)} onRestore={() => void restore(version.id)} />
            )}
            {selected && current && (
              <Text px="3" pb="3" fontSize="sm" color="fg.muted">
                This is the version on screen.
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

type Version = { id: string; source: string | null; createdAt: string };

/** The versions made after the one at `index` (the list is newest first). */
const laterThan = (versions: readonly Version[], index: number) => versions.slice(0, index);

interface VersionDetailProps {
  id: string;
  versionId: string;
  /** The versions whose changes a restore replaces. */
  later: readonly Version[];
  onRestore: () => void;
}

function VersionDetail({ id, versionId, later, onRestore }: VersionDetailProps) {
  const [{ data, fetching, error }] = useVersionDiffQuery({ variables: { id, versionId }, requestPolicy: 'network-only' });
  return (
    <Stack gap="3" px="3" pb="3">
      <Text fontSize="sm" data-testid="restore-replaces">
        Restoring makes this text current again as a new version, replacing the changes of {later.length} later{' '}
        {later.length === 1 ? 'version' : 'versions'}: {later.map((v) => `${versionSourceText(v.source)} (${formatUpdated(v.createdAt, true)})`).join(', ')}.
        Nothing is deleted, and Undo (Ctrl+Z) brings them back.
      </Text>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="xs" color="fg.muted">
          From this version to the current one
        </Text>
        <Button size="xs" colorPalette="brand" onClick={onRestore}>
          Restore this version
        </Button>
      </HStack>
      {fetching && !data && <Spinner size="sm" aria-label="Loading differences" role="status" />}
      {error && <Text color="red.600">{errorMessage(error)}</Text>}
      {data && (
        <Box fontSize="sm" maxH="50vh" overflowY="auto" bg="bg.subtle" rounded="md" p="3">
          <DiffView parts={data.versionDiff} />
        </Box>
      )}
    </Stack>
  );
}
