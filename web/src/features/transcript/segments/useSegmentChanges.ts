import { useCallback } from 'react';
import { useMergeSegmentWithPreviousMutation, useSetSegmentSpeakerMutation, useSplitSegmentMutation } from '../../../graphql/generated.ts';
import type { RunChange } from '../editing/useTranscriptEditor.ts';

/** Split, merge and re-speaker one segment: each is one new version, made on the saved text. */
export function useSegmentChanges(id: string, change: RunChange) {
  const [, split] = useSplitSegmentMutation();
  const [, merge] = useMergeSegmentWithPreviousMutation();
  const [, setSpeaker] = useSetSegmentSpeakerMutation();

  const splitAt = useCallback(
    (start: number, offset: number) =>
      void change((baseVersionId) => split({ id, start, offset, baseVersionId }), (data) => data.splitSegment.versionId),
    [change, split, id],
  );
  const mergeWithPrevious = useCallback(
    (start: number) =>
      void change((baseVersionId) => merge({ id, start, baseVersionId }), (data) => data.mergeSegmentWithPrevious.versionId),
    [change, merge, id],
  );
  const setSegmentSpeaker = useCallback(
    (start: number, speaker: string) =>
      change((baseVersionId) => setSpeaker({ id, start, speaker, baseVersionId }), (data) => data.setSegmentSpeaker.versionId),
    [change, setSpeaker, id],
  );
  return { splitAt, mergeWithPrevious, setSegmentSpeaker };
}
