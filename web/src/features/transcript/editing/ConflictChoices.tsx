import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { formatClock } from '../../../lib/time.ts';
import { useLiveMarks } from '../live/live-marks.ts';
import type { ConflictChoice, DraftConflict } from './draft-rebase.ts';

const who = (conflict: DraftConflict, author?: string | null) => conflict.author || author || 'Someone else';

/**
 * In a segment that was changed elsewhere while it was edited here: their text, and the three ways on. The
 * box shows mine meanwhile; the rest of the page goes on saving.
 */
export const SegmentConflictChoice = memo(function SegmentConflictChoice({
  segmentId,
  start,
  conflict,
  onResolve,
}: {
  segmentId: string;
  start: number;
  conflict: DraftConflict;
  onResolve: (segmentId: string, choice: ConflictChoice) => void;
}) {
  const { authors } = useLiveMarks();
  const stop = (choice: ConflictChoice) => (event: { stopPropagation: () => void }) => {
    event.stopPropagation(); // not a click on the row (which seeks)
    onResolve(segmentId, choice);
  };
  return (
    <Box role="group" aria-label={`Conflict at ${formatClock(start)}`} mt="2" p="3" rounded="md" borderWidth="1px" borderColor="orange.300" bg="orange.50" color="fg">
      <Text fontSize="sm" fontWeight="semibold">
        {who(conflict, authors.get(segmentId))} changed this segment while you were editing it. Yours is not saved yet.
      </Text>
      <Text fontSize="sm" mt="1" color="fg.muted">
        Theirs:
      </Text>
      <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="conflict-theirs">
        {conflict.theirs}
      </Text>
      <HStack mt="2" gap="2" wrap="wrap">
        <Button size="xs" colorPalette="brand" onClick={stop('mine')}>
          Keep mine
        </Button>
        <Button size="xs" variant="outline" onClick={stop('theirs')}>
          Keep theirs
        </Button>
        <Button size="xs" variant="outline" onClick={stop('both')}>
          Keep both
        </Button>
      </HStack>
    </Box>
  );
});

/** Segments edited here that are gone elsewhere (merged or deleted): add the text back as a segment, or let it go. */
export function GoneSegmentConflicts({
  conflicts,
  onAddBack,
  onDiscard,
}: {
  conflicts: ReadonlyMap<string, DraftConflict>;
  /** `segmentId`: the draft's, settled by the choice; the text goes back where the segment started. */
  onAddBack: (segmentId: string, start: number, text: string) => void;
  onDiscard: (segmentId: string) => void;
}) {
  const gone = [...conflicts].filter(([, conflict]) => conflict.theirs === null);
  if (gone.length === 0) return null;
  return (
    <Stack gap="3" mb="6">
      {gone.map(([segmentId, conflict]) => (
        <Alert.Root key={segmentId} status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontWeight="semibold">
              {who(conflict)} removed the segment at {formatClock(conflict.start)} while you were editing it
            </Alert.Title>
            <Alert.Description>
              <Text whiteSpace="pre-wrap">Yours: {conflict.mine}</Text>
            </Alert.Description>
            <HStack mt="3" gap="2" wrap="wrap">
              <Button size="sm" colorPalette="brand" onClick={() => onAddBack(segmentId, conflict.start, conflict.mine)}>
                Add mine back
              </Button>
              <Button size="sm" variant="outline" onClick={() => onDiscard(segmentId)}>
                Let it go
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      ))}
    </Stack>
  );
}
