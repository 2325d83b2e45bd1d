import { segmentWords } from '../../shared/segment-words.ts';
import type { ClipWindow } from './clips.ts';
import { wordEnd, wordStart } from './highlights.ts';
import { shownText, wordSpans } from './pseudonyms/apply.ts';
import type { Pseudonym } from './pseudonyms/pseudonym.ts';
import type { Segment } from './segment-types.ts';

/** A word of an audiogram's captions, its times from the clip's start in seconds. */
export interface CaptionWord {
  text: string;
  start: number;
  end: number;
}

/** A few words shown together, said by one speaker. */
export interface CaptionCue {
  speaker: string;
  start: number;
  end: number;
  words: CaptionWord[];
}

/** A cue holds at most this many words and characters, so it fits two lines of the square frame. */
const CUE_WORDS = 4;
const CUE_CHARS = 28;
/** A silence this long ends a cue, and the cue stays up this long after its last word when nothing follows. */
const CUE_PAUSE = 0.7;
const CUE_LINGER = 0.4;
/** Word times are kept to the millisecond; a word touching the span's edges is still in it. */
const EDGE = 0.001;

/**
 * The captions of a clip: the words said within `words` (the selection's or highlight's span, without the padding),
 * timed by the written words and shown as the viewer is shown them (through `shownWith`, for whoever sees pseudonyms:
 * a replacement takes its term's time), from `window.start`, grouped into cues of a few words, a new cue at each
 * speaker, pause or full cue.
 */
export function captionCues(segments: readonly Segment[], words: ClipWindow, window: ClipWindow, shownWith?: readonly Pseudonym[]): CaptionCue[] {
  const length = window.end - window.start;
  const at = (seconds: number) => Math.min(length, Math.max(0, Math.round((seconds - window.start) * 1000) / 1000));
  const cues: CaptionCue[] = [];
  const add = (speaker: string, word: CaptionWord) => {
    const cue = cues.at(-1);
    const fits =
      cue &&
      cue.speaker === speaker &&
      cue.words.length < CUE_WORDS &&
      [...cue.words, word].map((w) => w.text).join(' ').length <= CUE_CHARS &&
      word.start - cue.end < CUE_PAUSE;
    if (fits) {
      cue.words.push(word);
      cue.end = word.end;
    } else {
      cues.push({ speaker, start: word.start, end: word.end, words: [word] });
    }
  };
  for (const segment of segments) {
    const shown = segmentWords(shownText(shownWith, segment.text));
    const spans = wordSpans(segment.text, shownWith ?? []);
    const speaker = shownText(shownWith, segment.speaker);
    let last = -1;
    let previous: CaptionWord[] = [];
    segmentWords(segment.text).forEach((_, index) => {
      const start = at(wordStart(segment, index));
      const end = at(wordEnd(segment, index));
      if (wordStart(segment, index) < words.start - EDGE || wordEnd(segment, index) > words.end + EDGE) return;
      const span = spans.shown({ from: index, to: index });
      // The rest of a term already shown as its replacement lengthens it.
      if (span.to <= last) {
        for (const word of previous) word.end = end;
        return;
      }
      previous = shown.slice(Math.max(span.from, last + 1), span.to + 1).map((text) => ({ text, start, end }));
      last = span.to;
      for (const word of previous) add(speaker, word);
    });
  }
  // Each cue stays up until the next one starts, or a little after its last word.
  cues.forEach((cue, index) => {
    const next = cues[index + 1];
    const said = cue.words.at(-1)!.end;
    cue.end = next && next.start - said < CUE_PAUSE ? next.start : Math.min(length, said + CUE_LINGER, next?.start ?? length);
  });
  return cues;
}
