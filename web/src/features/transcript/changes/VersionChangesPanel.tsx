import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useRevertChangesMutation, useVersionChangesQuery } from '../../../graphql/generated.ts';
import { notify } from '../../../components/Toaster.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useReadOnly } from '../../../lib/who-am-i.ts';
import type { RunChange } from '../editing/editor-session.ts';
import { changeSummary } from './change-marks.ts';
import { ChangesList } from './ChangesList.tsx';

const NONE: ReadonlySet<string> = new Set();

interface VersionChangesPanelProps {
  transcriptId: string;
  versionId: string;
  /** "What refine changed", "Changes in this version". */
  title: string;
  change: RunChange;
  /** The transcript's current version: changes shown as reverted only while it is the one their revert wrote. */
  currentVersionId: string | null;
  /** Shown as a Close button when given. */
  onClose?: () => void;
}

/**
 * What one version changed from the one before it, with a summary ("12 punctuation, 3 casing, 2 words"); each change
 * or all at once can be reverted, each time as one new version (merged on the server with what changed since).
 */
export function VersionChangesPanel({ transcriptId: id, versionId, title, change, currentVersionId, onClose }: VersionChangesPanelProps) {
  const headingId = useId();
  // A version's changes from the one before it never change: the cache may keep them.
  const [{ data, fetching, error }] = useVersionChangesQuery({ variables: { id, versionId } });
  const [, revertChanges] = useRevertChangesMutation();
  // An undo, or any later version, may bring reverted changes back: then they are offered again (reverting one
  // that is already taken back writes nothing).
  const [taken, setTaken] = useState<{ ids: ReadonlySet<string>; wrote: string | null }>({ ids: new Set(), wrote: null });
  const reverted = taken.wrote === currentVersionId ? taken.ids : NONE;
  const [busy, setBusy] = useState(false);
  const readOnly = useReadOnly();
  const changes = data?.transcript?.versionChanges ?? [];
  const open = changes.filter((item) => !reverted.has(item.id));

  const revert = async (ids: string[]) => {
    setBusy(true);
    const done = await change(() => revertChanges({ id, versionId, changeIds: ids }), (result) => result.revertChanges.versionId, 'revert');
    setBusy(false);
    if (!done) return;
    const kept = new Set(done.revertChanges.conflicts.map((conflict) => conflict.segmentId));
    const landed = ids.filter((changeId) => !kept.has(changes.find((item) => item.id === changeId)?.segmentId ?? ''));
    setTaken({ ids: new Set([...reverted, ...landed]), wrote: done.revertChanges.versionId ?? null });
    if (kept.size) {
      const count = ids.length - landed.length;
      notify('error', `${count} ${count === 1 ? 'change was' : 'changes were'} not reverted`, 'Their segments were changed since; the current text stays.');
    } else {
      const one = landed.length === 1;
      notify('success', one ? 'Change reverted' : `${landed.length} changes reverted`, `Saved as one new version; Undo (Ctrl+Z) brings ${one ? 'it' : 'them'} back.`);
    }
  };

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="brand.200" rounded="lg" p={{ base: '3', md: '4' }} bg="bg.subtle" data-testid="version-changes">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2" mb="3">
        <Stack gap="0">
          <Heading as="h2" size="sm" id={headingId}>
            {title}
          </Heading>
          {data && (
            <Text fontSize="sm" color="fg.muted" data-testid="changes-summary">
              {changes.length ? changeSummary(changes) : 'No changes'}
              {reverted.size > 0 && ` · ${reverted.size} reverted`}
            </Text>
          )}
        </Stack>
        <HStack gap="2">
          {open.length > 1 && !readOnly && (
            <Button size="sm" variant="outline" loading={busy} onClick={() => void revert(open.map((item) => item.id))}>
              Revert all
            </Button>
          )}
          {onClose && (
            <Button size="sm" variant="ghost" onClick={onClose}>
              Close
            </Button>
          )}
        </HStack>
      </HStack>
      {fetching && !data && <Spinner size="sm" aria-label="Loading changes" role="status" />}
      {error && <Text color="red.600">{errorMessage(error)}</Text>}
      {changes.length > 0 && (
        <Box maxH="50vh" overflowY="auto" tabIndex={0} aria-label={`${title}: the list`} rounded="md">
          <ChangesList changes={changes} reverted={reverted} busy={busy} onRevert={readOnly ? undefined : (ids) => void revert(ids)} />
        </Box>
      )}
    </Box>
  );
}
