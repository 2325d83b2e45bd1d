import { useReadOnly } from '../../../lib/who-am-i.ts';
import { Badge, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { SidePanel } from '../../../components/SidePanel.tsx';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRestoreVersionMutation, useTranscriptVersionsQuery, useVersionChangesQuery, useVersionDiffQuery, type VersionDiffQuery } from '../../../graphql/generated.ts';
import { formatUpdated } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { ApprovalNote } from './ApprovalNote.tsx';
import { autosavesLabel, historyRows, versionLabel, type ListedVersion } from './versions.ts';
import { DiffView } from './DiffView.tsx';
import { notify } from '../../../components/Toaster.tsx';
import type { RunChange } from '../editing/editor-session.ts';
import { VersionChangesPanel } from '../changes/VersionChangesPanel.tsx';
import { changeSummary } from '../changes/change-marks.ts';

type DiffPart = VersionDiffQuery['versionDiff'][number];

interface HistoryDrawerProps {
  open: boolean;
  transcriptId: string;
  currentVersionId: string | null;
  change: RunChange;
  onClose: () => void;
}

/** The transcript's versions, a page at a time; pick one to see what changed since and to restore it. */
export function HistoryDrawer({ open, onClose, currentVersionId, ...rest }: HistoryDrawerProps) {
  return (
    <SidePanel open={open} onClose={onClose} title="History" closeLabel="Close history">
      {/* A new current version reloads the list and the diff. */}
      {open && <VersionHistory key={currentVersionId} currentVersionId={currentVersionId} {...rest} />}
    </SidePanel>
  );
}

/** Versions asked for at a time; the next page is asked for as the list is scrolled to its end. */
const PAGE = 50;

function VersionHistory({ transcriptId: id, currentVersionId, change }: Omit<HistoryDrawerProps, 'open' | 'onClose'>) {
  const [after, setAfter] = useState<string | null>(null);
  const [{ data, fetching, error }] = useTranscriptVersionsQuery({ variables: { id, first: PAGE, after }, requestPolicy: 'network-only' });
  const [versions, setVersions] = useState<ListedVersion[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  const [, restoreVersion] = useRestoreVersionMutation();
  const page = data?.transcript?.versions;
  const approval = data?.transcript?.approval;
  useEffect(() => {
    if (!page) return;
    // The first page is the newest versions as they are now; a later one adds older versions below.
    setVersions((loaded) => (after === null ? page : [...loaded, ...page.filter((version) => !loaded.some((known) => known.id === version.id))]));
  }, [page, after]);
  const hasMore = page?.length === PAGE;
  const loadMore = useCallback(() => {
    if (hasMore && !fetching) setAfter(page!.at(-1)!.id);
  }, [hasMore, fetching, page]);

  /** `bringsBack`: what restoring it brings back, in one line ("3 punctuation, 2 words"). */
  const restore = async (versionId: string, bringsBack: string | null) => {
    const done = await change((baseVersionId) => restoreVersion({ id, versionId, baseVersionId }), (d) => d.restoreVersion.versionId, 'restore');
    if (done) notify('success', 'Version restored', `${bringsBack ? `Brought back ${bringsBack}. ` : ''}Undo (Ctrl+Z) brings back the text before.`);
  };

  if (fetching && !versions.length) return <Spinner color="brand.600" aria-label="Loading history" role="status" />;
  if (error && !versions.length) return <Text color="red.600">{errorMessage(error)}</Text>;
  const line = (version: ListedVersion, index: number) => (
    <VersionLine
      key={version.id}
      version={version}
      current={version.id === currentVersionId}
      approved={version.id === approval?.versionId}
      selected={version.id === picked}
      onPick={() => setPicked(version.id === picked ? null : version.id)}
    >
      {version.id === currentVersionId ? (
        <Stack px="3" pb="3">
          <VersionChangesPanel transcriptId={id} versionId={version.id} title="What this version changed" change={change} currentVersionId={currentVersionId} />
        </Stack>
      ) : (
        <VersionDetail
          id={id}
          versionId={version.id}
          currentVersionId={currentVersionId}
          later={versions.slice(0, index)}
          change={change}
          onRestore={(bringsBack) => void restore(version.id, bringsBack)}
        />
      )}
    </VersionLine>
  );
  return (
    <Stack gap="2">
      {approval && <ApprovalNote approval={approval} />}
      <Stack as="ol" gap="2" listStyleType="none" aria-label="Versions">
        {historyRows(versions, currentVersionId).map((row) =>
          row.kind === 'version' ? line(row.version, row.index) : <AutosaveRun key={row.versions[0].id} versions={row.versions} renderLine={(version, i) => line(version, row.index + i)} />,
        )}
      </Stack>
      {hasMore && <MoreVersions fetching={fetching} onMore={loadMore} />}
      {error && <Text color="red.600">{errorMessage(error)}</Text>}
    </Stack>
  );
}

interface VersionLineProps {
  version: ListedVersion;
  current: boolean;
  /** The version a reviewer approved (the latest approval). */
  approved?: boolean;
  selected: boolean;
  onPick: () => void;
  /** What it shows when picked. */
  children: ReactNode;
}

function VersionLine({ version, current, approved, selected, onPick, children }: VersionLineProps) {
  return (
    <Box as="li" borderWidth="1px" rounded="md" borderColor={selected ? 'brand.300' : 'border'}>
      <Button variant="ghost" w="full" h="auto" py="2" px="3" justifyContent="space-between" whiteSpace="normal" aria-expanded={selected} onClick={onPick}>
        <Stack gap="0" align="flex-start" textAlign="left" minW="0">
          <Text fontWeight="medium" wordBreak="break-word">
            {versionLabel(version)}
          </Text>
          <Text fontSize="xs" color="fg.muted" fontWeight="normal">
            {formatUpdated(version.createdAt, true)} · {version.wordCount} words
          </Text>
        </Stack>
        <HStack gap="1">
          {approved && <Badge colorPalette="teal">Approved</Badge>}
          {current && <Badge colorPalette="green">Current</Badge>}
        </HStack>
      </Button>
      {selected && current && (
        <Text px="3" pb="2" fontSize="sm" color="fg.muted">
          This is the version on screen.
        </Text>
      )}
      {selected && children}
    </Box>
  );
}

/** A run of autosaves as one line ("14 autosaves, 2:02 PM–2:20 PM") that opens into its versions, each restorable. */
function AutosaveRun({ versions, renderLine }: { versions: ListedVersion[]; renderLine: (version: ListedVersion, i: number) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Box as="li" borderWidth="1px" rounded="md" borderStyle="dashed">
      <Button variant="ghost" w="full" h="auto" py="2" px="3" justifyContent="flex-start" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Text fontWeight="medium">{autosavesLabel(versions)}</Text>
      </Button>
      {open && (
        <Stack as="ol" gap="2" listStyleType="none" px="2" pb="2" aria-label="Autosaves">
          {versions.map(renderLine)}
        </Stack>
      )}
    </Box>
  );
}

/** Asks for older versions when it scrolls into view, or when pressed. */
function MoreVersions({ fetching, onMore }: { fetching: boolean; onMore: () => void }) {
  const sentinel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onMore());
    observer.observe(element);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <Button ref={sentinel} size="sm" variant="outline" loading={fetching} onClick={onMore}>
      Show older versions
    </Button>
  );
}

interface VersionDetailProps {
  id: string;
  versionId: string;
  currentVersionId: string | null;
  /** The versions whose changes a restore replaces (those above it: the list is newest first). */
  later: readonly ListedVersion[];
  change: RunChange;
  onRestore: (bringsBack: string | null) => void;
}

/** The diff from the current version's point of view, turned to read as this version's text: its own words added. */
const asVersionText = (parts: readonly DiffPart[]): DiffPart[] =>
  parts.map((part) => (part.kind === 'SAME' ? part : { ...part, kind: part.kind === 'ADDED' ? 'REMOVED' : 'ADDED' }));

/** A version picked in the history: its text marked against the current one, what a restore brings back, its own changes. */
function VersionDetail({ id, versionId, currentVersionId, later, change, onRestore }: VersionDetailProps) {
  const [{ data, fetching, error }] = useVersionDiffQuery({ variables: { id, versionId }, requestPolicy: 'network-only' });
  const [back] = useVersionChangesQuery({ variables: { id, versionId, from: currentVersionId }, pause: !currentVersionId });
  const backChanges = back.data?.transcript?.versionChanges;
  const bringsBack = backChanges ? (backChanges.length ? changeSummary(backChanges) : 'the same text') : null;
  const readOnly = useReadOnly();
  return (
    <Stack gap="3" px="3" pb="3">
      {!readOnly && (
        <>
          <Text fontSize="sm" fontWeight="medium" data-testid="restore-brings-back">
            {bringsBack ? `Restoring brings back: ${bringsBack}.` : 'Restoring brings this text back.'}
          </Text>
          <Text fontSize="sm" data-testid="restore-replaces">
            Restoring makes this text current again as a new version, replacing the changes of {later.length} later{' '}
            {later.length === 1 ? 'version' : 'versions'}: {later.map((v) => `${versionLabel(v)} (${formatUpdated(v.createdAt, true)})`).join(', ')}.
            Nothing is deleted, and Undo (Ctrl+Z) brings them back.
          </Text>
        </>
      )}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="xs" color="fg.muted">
          This version’s text: marked green, words only it has; struck through, words only the current version has
        </Text>
        {!readOnly && (
          <Button size="xs" colorPalette="brand" onClick={() => onRestore(bringsBack)}>
            Restore this version
          </Button>
        )}
      </HStack>
      {fetching && !data && <Spinner size="sm" aria-label="Loading differences" role="status" />}
      {error && <Text color="red.600">{errorMessage(error)}</Text>}
      {data && (
        <Box fontSize="sm" maxH="50vh" overflowY="auto" bg="bg.subtle" rounded="md" p="3" tabIndex={0} aria-label="This version’s text, marked against the current one">
          <DiffView parts={asVersionText(data.versionDiff)} />
        </Box>
      )}
      <VersionChangesPanel transcriptId={id} versionId={versionId} title="What this version changed" change={change} currentVersionId={currentVersionId} />
    </Stack>
  );
}
