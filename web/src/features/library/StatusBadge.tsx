import { Badge } from '@chakra-ui/react';
import type { TranscriptStatus } from '../../graphql/generated.ts';

const BADGES: Partial<Record<TranscriptStatus, { label: string; palette: string }>> = {
  TRANSCRIBING: { label: 'Transcribing', palette: 'blue' },
  FAILED: { label: 'Failed', palette: 'red' },
  DELETED: { label: 'Deleted', palette: 'gray' },
};

/** Ready transcripts need no badge; the others say why they cannot be edited yet. */
export function StatusBadge({ status }: { status: TranscriptStatus }) {
  const badge = BADGES[status];
  return badge ? (
    <Badge size="sm" colorPalette={badge.palette}>
      {badge.label}
    </Badge>
  ) : null;
}
