import { useCallback } from 'react';
import { CombinedError } from 'urql';
import {
  useAssignSpeakerMutation,
  useDeleteSegmentMutation,
  useMergeSegmentWithPreviousMutation,
  useSaveSegmentListMutation,
  useSetSegmentSpeakerMutation,
  useSplitSegmentMutation,
  type TranscriptViewFragment,
} from '../../../graphql/generated.ts';
import type { RunChange } from '../editing/editor-session.ts';
import { withSegmentAt } from './segment-list-edits.ts';
import { selectInSegment, useSegmentNavigation } from './segment-navigation.ts';

type Segments = () => TranscriptViewFragment['segments'];

/** Words selected in a segment's text: its id and the selection's character offsets (as the text box counts them). */
export interface WordsSelection {
  segmentId: string;
  start: number;
  from: number;
  to: number;
  /** The selected text, as the menu and dialog quote it. */
  quote: string;
}

/**
 * Split, merge, re-speaker, add and delete segments: each is one new version (one undo step), made on
 * the saved text (`segmentsNow` reads the segments on screen when the change runs, after the drafts
 * are saved).
 */
export function useSegmentChanges(id: string, change: RunChange, segmentsNow: Segments, duration: number | null) {
  const navigation = useSegmentNavigation();
  const [, save] = useSaveSegmentListMutation();
  const [, split] = useSplitSegmentMutation();
  const [, merge] = useMergeSegmentWithPreviousMutation();
  const [, setSpeaker] = useSetSegmentSpeakerMutation();
  const [, assign] = useAssignSpeakerMutation();
  const [, remove] = useDeleteSegmentMutation();

  const splitAt = useCallback(
    (segmentId: string, offset: number) =>
      void change((baseVersionId) => split({ id, segmentId, offset, baseVersionId }), (data) => data.splitSegment.versionId, 'split'),
    [change, split, id],
  );

  /**
   * Joins a segment onto the one before it. The merged text keeps the earlier segment's speaker (and id) unless
   * `speaker` names another (the user was asked when the two differ): both happen as one undo step.
   */
  const mergeWithPrevious = useCallback(
    (segmentId: string, speaker?: string) =>
      void change<{ versionId: string | null }>(
        async (baseVersionId) => {
          const segments = segmentsNow();
          const into = segments[segments.findIndex((segment) => segment.id === segmentId) - 1]?.id;
          const merged = await merge({ id, segmentId, baseVersionId });
          const result = merged.data?.mergeSegmentWithPrevious;
          const keep = result?.segments.find((segment) => segment.id === into)?.speaker;
          if (!result || speaker === undefined || into === undefined || keep === speaker) return { ...merged, data: result };
          const changed = await setSpeaker({ id, segmentId: into, speaker, baseVersionId: result.versionId });
          return { ...changed, data: changed.data?.setSegmentSpeaker };
        },
        (data) => data.versionId,
        'merge',
      ),
    [change, merge, setSpeaker, id, segmentsNow],
  );

  const setSegmentSpeaker = useCallback(
    (segmentId: string, speaker: string) =>
      change((baseVersionId) => setSpeaker({ id, segmentId, speaker, baseVersionId }), (data) => data.setSegmentSpeaker.versionId, 'speaker change'),
    [change, setSpeaker, id],
  );

  /** The words of a segment that the characters from..to touch go to `speaker`: split around them, one undo step. */
  const assignSpeaker = useCallback(
    (selection: WordsSelection, speaker: string) =>
      change(
        (baseVersionId) => assign({ id, segmentId: selection.segmentId, from: selection.from, to: selection.to, speaker, baseVersionId }),
        (data) => data.assignSpeaker.versionId,
        'speaker change',
      ),
    [change, assign, id],
  );

  /**
   * Deletes a segment by its id. One changed elsewhere since the version shown is not deleted: answered as CONFLICT,
   * as a full save's was, so the page says so and shows the latest version (and keeps no undo step).
   */
  const deleteSegment = useCallback(
    (segmentId: string) =>
      void change(
        async (baseVersionId) => {
          // A list with a segment to delete has a version.
          const result = await remove({ id, segmentId, baseVersionId: baseVersionId! });
          if (!result.data?.mergeEdits.conflicts.length) return result;
          const conflict = { message: 'This segment was changed elsewhere', extensions: { code: 'CONFLICT' } };
          return { ...result, data: undefined, error: new CombinedError({ graphQLErrors: [conflict] }) };
        },
        (data) => data.mergeEdits.versionId,
        'delete segment',
      ),
    [change, remove, id],
  );

  /** Adds a segment at `time` (the playhead), empty or with `text`, and puts the caret in it. */
  const addSegmentAt = useCallback(
    async (time: number, text = '') => {
      let added = 0;
      const done = await change(
        (baseVersionId) => {
          const next = withSegmentAt(segmentsNow(), time, duration, text);
          added = next.start;
          return save({ id, segments: next.segments, baseVersionId });
        },
        (data) => data.saveEdits.versionId,
        'add segment',
      );
      if (done) await selectInSegment(navigation, added, text.length);
    },
    [change, save, id, segmentsNow, duration, navigation],
  );

  return { splitAt, mergeWithPrevious, setSegmentSpeaker, assignSpeaker, deleteSegment, addSegmentAt };
}
