import { notify } from '../../../components/Toaster.tsx';
import { useStableCallback } from '../../../lib/use-stable-callback.ts';
import { activeSegmentIndex } from '../playback/active-segment.ts';
import { usePlayback } from '../playback/playback-context.ts';
import type { WordStore } from '../words/word-store.ts';
import { splitOffsetAt } from './playhead-split.ts';

interface Segment {
  id: string;
  start: number;
  end: number;
  text: string;
}

/**
 * "New segment at the playhead": splits the segment playing there, at the word the playhead has reached, with the
 * same split as the segment's tools (one version, one undo step); or says why it can't. Stable.
 */
export function useSplitAtPlayhead(
  words: WordStore,
  segmentsNow: () => readonly Segment[],
  versionId: string | null,
  splitAt: (segmentId: string, offset: number) => void,
) {
  const playback = usePlayback();
  const splitHere = async () => {
    const time = playback.time();
    const segments = segmentsNow();
    const index = activeSegmentIndex(segments, time);
    const segment = segments[index];
    if (!segment || !versionId) {
      return notify('info', "Can't add a segment here", 'The playhead is not inside a segment. Use Add segment for a gap between segments.');
    }
    const segmentWords = await words.wordsOf(index, segment.start, versionId).catch((error: unknown) => {
      notify('error', 'Could not load the words', (error as Error).message);
      return null;
    });
    if (!segmentWords) return;
    const split = splitOffsetAt(segment.text, segmentWords, time);
    if (!split.ok) return notify('info', "Can't add a segment here", split.reason);
    splitAt(segment.id, split.offset);
  };
  // Fire and forget: what goes wrong is told in a toast, so the caller has nothing to wait for.
  return useStableCallback(() => void splitHere());
}
