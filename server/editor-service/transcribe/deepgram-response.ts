import { groupSegments } from '../segments/group.ts';
import type { Segment, Transcription, Word } from '../contract.ts';

/** The parts of Deepgram's pre-recorded /v1/listen answer that become segments. */
interface DeepgramWord {
  word: string;
  punctuated_word?: string;
  start: number;
  end: number;
  confidence?: number;
  speaker?: number;
}

interface DeepgramUtterance {
  start: number;
  end: number;
  transcript: string;
  speaker?: number;
  words?: DeepgramWord[];
}

export interface DeepgramResponse {
  metadata?: { duration?: number };
  results?: {
    channels?: Array<{ detected_language?: string; alternatives?: Array<{ transcript?: string; words?: DeepgramWord[] }> }>;
    utterances?: DeepgramUtterance[];
  };
}

const speakerName = (speaker: number | undefined) => `Speaker ${(speaker ?? 0) + 1}`;

const toWord = (word: DeepgramWord): Word => ({
  text: word.punctuated_word ?? word.word,
  start: word.start,
  end: word.end,
  ...(typeof word.confidence === 'number' ? { confidence: word.confidence } : {}),
});

/**
 * Utterances become segments, Deepgram's speaker n becomes "Speaker n+1". Without utterances (an answer made
 * without that option) the first channel's words are grouped the way the local engine groups its words.
 */
export function segmentsFromDeepgram(response: DeepgramResponse): Transcription {
  const utterances = response.results?.utterances;
  const words = response.results?.channels?.[0]?.alternatives?.[0]?.words ?? [];
  let segments: Segment[];
  if (utterances) {
    segments = utterances
      .filter((utterance) => utterance.transcript.trim())
      .map((utterance) => ({
        speaker: speakerName(utterance.speaker),
        text: utterance.transcript.trim(),
        start: utterance.start,
        end: utterance.end,
        words: (utterance.words ?? []).map(toWord),
      }));
  } else {
    segments = groupSegments(
      words.map((word) => ({ ...toWord(word), speaker: word.speaker ?? 0 })),
      { name: (speaker) => speakerName(speaker) },
    );
  }
  const duration = response.metadata?.duration ?? segments.at(-1)?.end ?? 0;
  const language = response.results?.channels?.[0]?.detected_language ?? null;
  return { engine: 'deepgram', model: null, language, speakerEngine: segments.length ? 'deepgram' : null, duration, segments };
}
