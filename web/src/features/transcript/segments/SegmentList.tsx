import { Stack } from '@chakra-ui/react';
import { useCallback, useRef } from 'react';
import type { TranscriptViewFragment } from '../../../graphql/generated.ts';
import { SegmentRow } from './SegmentRow.tsx';
import { useActiveSegmentIndex, usePlayback } from '../playback/playback-context.ts';
import type { Drafts } from '../editing/useTranscriptEditor.ts';

/** Playback does not pull the page away from a box the user typed in this recently. */
const TYPING_GRACE_MS = 3000;

interface SegmentListProps {
  segments: TranscriptViewFragment['segments'];
  drafts: Drafts;
  onEdit: (start: number, text: string) => void;
  onChooseSpeaker: (start: number) => void;
  onSplit: (start: number, offset: number) => void;
  onMergeWithPrevious: (start: number) => void;
}

/** The editable segments, with the one playing highlighted; clicking one seeks the audio to it. */
export function SegmentList({ segments, drafts, onEdit, ...changes }: SegmentListProps) {
  const playback = usePlayback();
  const active = useActiveSegmentIndex(segments);
  const lastTyped = useRef(0);

  const edit = useCallback(
    (start: number, text: string) => {
      lastTyped.current = Date.now();
      onEdit(start, text);
    },
    [onEdit],
  );
  const seek = useCallback((start: number) => playback.seek(start), [playback]);
  const mayFollow = useCallback(() => Date.now() - lastTyped.current > TYPING_GRACE_MS, []);

  return (
    <Stack as="ol" gap="1" listStyleType="none" aria-label="Segments">
      {segments.map((segment, index) => (
        <SegmentRow
          key={segment.start}
          start={segment.start}
          speaker={segment.speaker}
          text={drafts.get(segment.start) ?? segment.text}
          active={index === active}
          first={index === 0}
          mayFollow={mayFollow}
          onEdit={edit}
          onSeek={seek}
          {...changes}
        />
      ))}
    </Stack>
  );
}
