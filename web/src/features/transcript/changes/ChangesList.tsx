import { Badge, Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { bySegment, describeChange, inWords, kindText, markedWords, type Change, type SegmentChanges } from './change-marks.ts';

interface ChangesListProps {
  changes: readonly Change[];
  /** Ids taken back already (shown as such, no longer offered). */
  reverted: ReadonlySet<string>;
  busy: boolean;
  /** Left out on a page given to read only: the changes are listed without Revert. */
  onRevert?: (ids: string[]) => void;
}

/** Segments shown at first; a long refine's list opens on request. */
const FIRST_SEGMENTS = 30;

/** A version's changes by segment: the segment's text with the changed words marked, and each change revertible. */
export function ChangesList({ changes, reverted, busy, onRevert }: ChangesListProps) {
  const [all, setAll] = useState(false);
  const groups = bySegment(changes);
  const shown = all ? groups : groups.slice(0, FIRST_SEGMENTS);
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Changes by segment">
      {shown.map((group) => (
        <SegmentChangesItem key={group.segmentId} group={group} reverted={reverted} busy={busy} onRevert={onRevert} />
      ))}
      {!all && groups.length > FIRST_SEGMENTS && (
        <Box as="li">
          <Button size="sm" variant="outline" onClick={() => setAll(true)}>
            Show all {groups.length} segments
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function SegmentChangesItem({ group, reverted, busy, onRevert }: { group: SegmentChanges; reverted: ReadonlySet<string>; busy: boolean; onRevert?: (ids: string[]) => void }) {
  const words = group.changes.some(inWords) ? markedWords(group.text, group.changes) : [];
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" bg="bg">
      <Text fontSize="xs" color="fg.muted" fontWeight="medium" mb="1">
        Segment {group.position}
      </Text>
      {words.length > 0 && (
        <Text fontSize="sm" lineHeight="tall" mb="2" data-testid="changed-text">
          {words.map((run, i) => (
            <span key={i}>
              {i > 0 && ' '}
              {run.changed ? (
                <chakra.mark bg="yellow.100" color="fg" rounded="sm" px="0.5">
                  {run.text}
                </chakra.mark>
              ) : (
                run.text
              )}
            </span>
          ))}
        </Text>
      )}
      <Stack as="ul" gap="1" listStyleType="none">
        {group.changes.map((change) => (
          <ChangeRow key={change.id} change={change} reverted={reverted.has(change.id)} busy={busy} onRevert={onRevert && (() => onRevert([change.id]))} />
        ))}
      </Stack>
    </Box>
  );
}

function ChangeRow({ change, reverted, busy, onRevert }: { change: Change; reverted: boolean; busy: boolean; onRevert?: () => void }) {
  return (
    <HStack as="li" gap="2" justify="space-between" wrap="wrap" data-testid="change">
      <HStack gap="2" minW="0" wrap="wrap">
        <Badge variant="subtle" colorPalette="gray" flexShrink={0}>
          {kindText(change.kind)}
        </Badge>
        <Text fontSize="sm" wordBreak="break-word">
          {change.before && (
            <chakra.del bg="red.100" color="red.800" rounded="sm" px="0.5">
              {change.before}
            </chakra.del>
          )}
          {change.before && change.after && ' → '}
          {change.after && (
            <chakra.ins bg="green.100" color="green.900" textDecoration="none" rounded="sm" px="0.5">
              {change.after}
            </chakra.ins>
          )}
        </Text>
      </HStack>
      {reverted ? (
        <Text fontSize="xs" color="fg.muted">
          Reverted
        </Text>
      ) : (
        onRevert && (
          <Button size="xs" variant="outline" disabled={busy} aria-label={`Revert ${describeChange(change)}`} onClick={onRevert}>
            Revert
          </Button>
        )
      )}
    </HStack>
  );
}
