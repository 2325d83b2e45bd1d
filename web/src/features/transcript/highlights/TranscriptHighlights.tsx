import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { notify } from '../../../components/Toaster.tsx';
import { targetOfSelection } from '../../../components/comments/comment-spans.ts';
import { useTranscriptHighlightsQuery, type TranscriptViewFragment } from '../../../graphql/generated.ts';
import { useLiveSignals, type LiveSignal } from '../../../lib/live/live-channel.ts';
import { segmentIdOf } from '../segments/segment-box.ts';
import { highlightAt, highlightedRanges, highlightedWordsBySegment, type WordsSelected } from './highlight-spans.ts';
import { HighlightsDeskContext, type HighlightEditing, type HighlightsDesk } from './highlights-desk.ts';
import { HighlightDialog } from './HighlightDialog.tsx';
import { HighlightsDrawer } from './HighlightsDrawer.tsx';

interface TranscriptHighlightsProps {
  transcriptId: string;
  segments: TranscriptViewFragment['segments'];
  /** The Highlights list is open. */
  listOpen: boolean;
  onListClose: () => void;
  children: ReactNode;
}

/** Words selected in a segment's text box, when any are. */
function wordsSelectedIn(segmentId: string, box: HTMLTextAreaElement): WordsSelected | null {
  const target = targetOfSelection(segmentId, box.value, box.selectionStart, box.selectionEnd);
  return target.from === null || target.to === null ? null : { ...target, from: target.from, to: target.to };
}

/**
 * The highlights of the transcript page, for its rows: their words are marked in the text, a click on a mark opens
 * the highlight under its row, and "Highlight" opens the dialog on the words selected. The list comes from the cache,
 * which loads it again after an add or a delete, here or elsewhere (the live stream tells: graphql/cache.ts).
 *
 * A text box holds one segment's selection, so a highlight across segments starts at the words selected last in an
 * earlier segment and ends at those selected where "Highlight" is pressed: the dialog offers that span, or the
 * words here only.
 */
export function TranscriptHighlights({ transcriptId, segments, listOpen, onListClose, children }: TranscriptHighlightsProps) {
  const [{ data }, run] = useTranscriptHighlightsQuery({ variables: { id: transcriptId } });
  const onSignal = useCallback((signal: LiveSignal) => signal.kind === 'reconnected' && run({ requestPolicy: 'network-only' }), [run]);
  useLiveSignals(onSignal);
  const highlights = useMemo(() => data?.transcript?.highlights ?? [], [data]);
  const [shown, show] = useState<HighlightsDesk['shown']>(null);
  const [editing, edit] = useState<HighlightEditing | null>(null);
  /** The words selected last, and the last selected in another segment before them. */
  const selections = useRef<{ last: WordsSelected | null; before: WordsSelected | null }>({ last: null, before: null });

  const order = useMemo(() => segments.map((segment) => segment.id), [segments]);
  const bySegment = useMemo(() => highlightedWordsBySegment(highlights, order), [highlights, order]);
  const byId = useMemo(() => new Map(highlights.map((highlight) => [highlight.id, highlight])), [highlights]);
  const idByStart = useMemo(() => new Map(segments.map((segment) => [segment.start, segment.id])), [segments]);

  useEffect(() => {
    // Every selection of words in a segment's text is remembered (a text box forgets it once another is used).
    const selected = (event: Event) => {
      const segmentId = segmentIdOf(event.target);
      const words = segmentId === null ? null : wordsSelectedIn(segmentId, event.target as HTMLTextAreaElement);
      if (!words) return;
      const { last, before } = selections.current;
      selections.current = { last: words, before: last && last.segmentId !== words.segmentId ? last : before };
    };
    // A click on a highlighted word (a caret, not a selection) opens its highlight; one elsewhere in a text closes it.
    const clicked = (event: MouseEvent) => {
      const segmentId = segmentIdOf(event.target);
      const box = event.target as HTMLTextAreaElement;
      if (segmentId === null || event.ctrlKey || event.metaKey || box.selectionStart !== box.selectionEnd) return;
      const id = highlightAt(highlightedRanges(box.value, bySegment.get(segmentId) ?? []), box.selectionStart);
      show(id === null ? null : { highlightId: id, segmentId });
    };
    document.addEventListener('select', selected, true);
    document.addEventListener('click', clicked, true);
    return () => {
      document.removeEventListener('select', selected, true);
      document.removeEventListener('click', clicked, true);
    };
  }, [bySegment]);

  const highlightSelection = useCallback((segmentId: string, box: HTMLTextAreaElement) => {
    const now = wordsSelectedIn(segmentId, box);
    if (!now) return notify('info', 'Select words to highlight', 'Select the words in the text first (from words selected in an earlier segment of the same speaker, to span segments).');
    const { last, before } = selections.current;
    const earlier = last && last.segmentId !== segmentId ? last : before && before.segmentId !== segmentId ? before : null;
    edit({ kind: 'new', now, earlier });
  }, []);

  const desk = useMemo<HighlightsDesk>(
    () => ({ transcriptId, byId, bySegment, idByStart, shown, show, edit, highlightSelection }),
    [transcriptId, byId, bySegment, idByStart, shown, highlightSelection],
  );
  return (
    <HighlightsDeskContext.Provider value={desk}>
      {children}
      {editing && (
        <HighlightDialog
          transcriptId={transcriptId}
          editing={editing}
          segments={segments}
          onClose={() => edit(null)}
          onSaved={() => (selections.current = { last: null, before: null })}
        />
      )}
      {listOpen && <HighlightsDrawer highlights={highlights} segments={segments} onClose={onListClose} />}
    </HighlightsDeskContext.Provider>
  );
}
