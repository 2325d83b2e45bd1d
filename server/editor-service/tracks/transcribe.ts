import { rm, stat } from 'node:fs/promises';
import { mergeTracks } from '../segments/track-merge.ts';
import type { Transcription } from '../contract.ts';
import type { AudioFile, TranscribeOptions, TranscriptionEngine } from '../types.ts';
import { makeTempDir } from '../../lib/temp-dir.ts';
import { bleedSpans, silence } from './gate.ts';
import { splitChannels } from './split.ts';

/**
 * An engine that also takes recordings with one track per speaker: with `tracks`, each channel of the audio is
 * transcribed alone by `engine` as one speaker (no speaker step), and the words are merged (segments/track-merge.ts).
 * Without, it is `engine` itself. Both the HTTP route and the queue worker get their engines through it.
 */
export function withTracks(engine: TranscriptionEngine): TranscriptionEngine {
  return {
    name: engine.name,
    transcribe: (audio, options) => (options.tracks ? transcribeTracks(engine, audio, options.tracks, options) : engine.transcribe(audio, options)),
  };
}

/**
 * The channels one after another (on a machine of few cores running them at once would not be faster), so a job of
 * N tracks takes about N times one track's time; progress runs over the whole job, track k of N filling its share.
 */
async function transcribeTracks(engine: TranscriptionEngine, audio: AudioFile, tracks: string[], options: TranscribeOptions): Promise<Transcription> {
  const { onProgress } = options;
  const dir = await makeTempDir('tracks');
  try {
    onProgress?.('decoding', 0);
    const { files, sampleRate, levels } = await splitChannels(audio.path, tracks.length, dir, options.signal);
    // What each microphone caught of the others is silenced before anyone listens to it.
    const bleed = bleedSpans(levels);
    await Promise.all(files.map((file, c) => silence(file, sampleRate, bleed[c])));
    onProgress?.('decoding', 1);
    const results: Transcription[] = [];
    let language = options.language;
    for (const [k, file] of files.entries()) {
      const result = await engine.transcribe(
        { path: file, size: (await stat(file)).size },
        {
          ...options,
          tracks: undefined,
          contentType: 'audio/wav',
          // One speaker: the speaker step does not cluster (every word is its one speaker's).
          speakers: 1,
          // One recording, one language: what the first track that had speech said is held for the others.
          language,
          onProgress: onProgress && ((stage, fraction) => stage === 'recognizing' && onProgress('recognizing', (k + fraction) / files.length)),
        },
      );
      language ??= result.language ?? undefined;
      results.push(result);
    }
    onProgress?.('speakers', 1);
    const words = results.map((result) => result.segments.flatMap((segment) => segment.words ?? []));
    return {
      engine: results[0].engine,
      model: results[0].model,
      language: language ?? null,
      speakerEngine: words.some((list) => list.length) ? 'tracks' : null,
      duration: Math.max(levels.duration, ...results.map((result) => result.duration)),
      segments: mergeTracks(
        tracks.map((speaker, k) => ({ speaker, words: words[k] })),
        (track, start, end) => levels.levelDb(track, start, end),
      ),
      // Voiceprints would let naming by voice rename the speakers the tracks already name.
      voices: null,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
