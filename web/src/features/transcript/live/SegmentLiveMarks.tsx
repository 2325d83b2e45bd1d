import { HStack, Text } from '@chakra-ui/react';
import { useLiveMarks } from './live-marks.ts';

/**
 * Beside a segment's speaker: who else is in this segment (a marker in their colour with their name) and, for a
 * moment, who just changed it. Reads the page's live marks, so only these small labels render when they change.
 */
export function SegmentLiveMarks({ segmentId }: { segmentId: string | null }) {
  const { present, edited } = useLiveMarks();
  if (!segmentId) return null;
  const here = present.get(segmentId) ?? [];
  const editor = edited.get(segmentId);
  if (here.length === 0 && editor === undefined) return null;
  return (
    <HStack gap="1.5" ms="auto" fontSize="xs">
      {editor !== undefined && (
        <Text as="span" data-testid="edited-by" px="1.5" rounded="sm" bg="yellow.100" color="yellow.900">
          Edited by {editor ?? 'someone else'}
        </Text>
      )}
      {here.map((person) => (
        <Text
          as="span"
          key={person.sessionId}
          data-testid="presence-marker"
          px="1.5"
          rounded="sm"
          color="white"
          fontWeight="semibold"
          style={{ background: person.color }}
        >
          {person.name}
        </Text>
      ))}
    </HStack>
  );
}
