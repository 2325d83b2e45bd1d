import { Badge } from '@chakra-ui/react';

/** Marks a private transcript (seen only by its creator, the people it is shared with, and owners) in the list and its header. */
export function PrivateBadge({ visibility }: { visibility: 'TEAM' | 'PRIVATE' | undefined }) {
  if (visibility !== 'PRIVATE') return null;
  return (
    <Badge colorPalette="blue" size="sm" title="Seen only by its creator, the people it is shared with, and owners">
      Private
    </Badge>
  );
}
