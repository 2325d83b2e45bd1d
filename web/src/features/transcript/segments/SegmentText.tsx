import { useMemo, useSyncExternalStore, type MouseEvent, type Ref } from 'react';
import { useFindHighlights } from '../find/find-highlights.ts';
import { activeSegmentIndex } from '../playback/active-segment.ts';
import { usePlayback } from '../playback/playback-context.ts';
import { useReadOnly } from '../../../lib/who-am-i.ts';
import { alignWords, isUncertain, tokenAt, UNCERTAIN_LEGEND, type Word } from '../words/word-align.ts';
import { SEGMENT_CLASS } from './segment-styles.ts';
import { markText, type Mark, type Piece } from './text-marks.ts';
import { useCommentedRanges } from '../comments/comments-desk.ts';
import { useHighlightedRanges } from '../highlights/highlights-desk.ts';

interface SegmentTextProps {
  id: string;
  label: string;
  start: number;
  text: string;
  words: readonly Word[];
  /** The playing segment: its spoken word is marked. */
  active: boolean;
  boxRef: Ref<HTMLTextAreaElement>;
  onEdit: (text: string) => void;
  /** A Ctrl/Cmd+click on a word: play from `time`. */
  onPlayFrom: (time: number) => void;
}

/**
 * A segment's text box, with find matches, the spoken word and uncertain words marked on a layer
 * behind it (a text box cannot style its own words). Only the playing row listens to the time. Plain
 * elements with static classes (segment-styles.ts): this renders on every keystroke.
 */
export function SegmentText({ id, label, start, text, words, active, boxRef, onEdit, onPlayFrom }: SegmentTextProps) {
  const playback = usePlayback();
  const readOnly = useReadOnly();
  const find = useFindHighlights();
  const tokens = useMemo(() => alignWords(text, words), [text, words]);
  const timed = useMemo(() => tokens.filter((token) => token.word !== null), [tokens]);
  const spokenNow = () => (active ? activeSegmentIndex(timed.map((token) => token.word!), playback.time()) : -1);
  const spoken = useSyncExternalStore(playback.subscribe, spokenNow, spokenNow);
  const commented = useCommentedRanges(start, text);
  const highlighted = useHighlightedRanges(start, text);

  const marks = useMemo(() => {
    const list: Mark[] = [];
    for (const token of tokens) if (isUncertain(token.word)) list.push({ from: token.from, to: token.to, uncertain: true });
    for (const range of commented) list.push({ ...range, comment: true });
    for (const { from, to } of highlighted) list.push({ from, to, highlight: true });
    if (spoken >= 0) list.push({ from: timed[spoken].from, to: timed[spoken].to, spoken: true });
    for (const match of find.bySegment.get(start) ?? []) {
      const current = find.current?.start === start && find.current.from === match.from;
      list.push({ ...match, match: current ? 'current' : 'other' });
    }
    return list;
  }, [tokens, timed, spoken, find, start, commented, highlighted]);

  const playWord = (event: MouseEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const word = tokenAt(tokens, event.currentTarget.selectionStart)?.word;
    event.stopPropagation();
    onPlayFrom(word ? word.start : start);
  };

  return (
    <div className={SEGMENT_CLASS.text}>
      {marks.length > 0 && (
        <div aria-hidden="true" data-testid="text-marks" className={SEGMENT_CLASS.marks}>
          {markText(text, marks).map((piece, index) => (
            <MarkedPiece key={index} piece={piece} />
          ))}
        </div>
      )}
      <textarea
        ref={boxRef}
        id={id}
        className={SEGMENT_CLASS.box}
        aria-label={label}
        value={text}
        rows={1}
        readOnly={readOnly}
        onChange={(event) => onEdit(event.target.value)}
        onClick={playWord}
        // The marks sit behind the text box, out of the pointer's reach: the box says what they mean.
        title={marks.some((mark) => mark.uncertain) ? UNCERTAIN_LEGEND : undefined}
      />
    </div>
  );
}

function MarkedPiece({ piece }: { piece: Piece }) {
  if (!piece.match && !piece.spoken && !piece.uncertain && !piece.comment && !piece.highlight) return <>{piece.text}</>;
  const kinds = [piece.match && `match-${piece.match}`, piece.spoken && 'spoken', piece.uncertain && 'uncertain', piece.comment && 'comment', piece.highlight && 'highlight'];
  return <mark data-mark={kinds.filter(Boolean).join(' ')}>{piece.text}</mark>;
}
