/** What both transcription queues (in-process and Redis) write when a job ends, and their shared refusals. */
import { TRANSCRIPTION } from '../auth/identity.ts';
import { badInput, userError } from '../domain/errors.ts';
import { normalizeTranscribed } from '../domain/segments.ts';
import type { Segment } from '../domain/segment-types.ts';
import type { HeardVoices } from '../domain/voices/heard.ts';
import { runnableOptions } from '../domain/transcribe-options.ts';
import type { Transcription } from '../editor/client.ts';
import type { SpeakerRecognition, TranscriptStatus, VoiceSuggestion } from '../domain/transcript.ts';
import { VersionConflict, type TranscriptsRepo } from '../store/transcripts-repo.ts';
import { isNumberedSpeaker } from '../../shared/speaker-labels.ts';
import { alignedSegments, heardWords } from '../import/align.ts';
import { importLabel } from '../domain/version-label.ts';

/** An engine's answer as far as it is stored; the engine's labels may be missing (older engines). */
export type TranscribedAudio = Pick<Transcription, 'segments' | 'duration'> &
  Partial<Pick<Transcription, 'engine' | 'model' | 'language' | 'speakerEngine' | 'voices'>>;

/** A transcript's first version with its speakers named by voice, and the voices offered to speakers left unnamed. */
export interface NamedSpeakers {
  segments: Segment[];
  recognized: SpeakerRecognition[];
  suggested: VoiceSuggestion[];
}

/** Names the speakers of a transcription by voice (services/voices.ts); neither fails. */
export interface SpeakerNaming {
  /** From the voiceprints the engine heard, before the first version is written. */
  nameSpeakers: (segments: Segment[], heard: HeardVoices | null | undefined) => Promise<NamedSpeakers>;
  /**
   * For an engine that hears no voiceprints (Deepgram): once the transcript is READY, its speakers measured from
   * its audio and named in a version of their own, as on asking (nameSpeakersByVoice).
   */
  nameFromAudio?: (transcriptId: string) => Promise<void>;
}

/** Short text fields of the answer, as stored (anything else is not recorded). */
const label = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * Turns the editor service's answer into the transcript's first version, once (for audio uploaded with its transcript,
 * the version that times the imported text, written before, to the recognizer's words): only a transcript still
 * transcribing takes it; for any other (already ready, failed, deleted) the answer is not written and its
 * status is returned, so the caller can log the dropped result.
 */
export async function writeFirstVersion(
  repo: TranscriptsRepo,
  id: string,
  result: TranscribedAudio,
  naming?: SpeakerNaming,
): Promise<{ written: true } | { written: false; status: TranscriptStatus }> {
  const meta = await repo.getTranscript(id);
  if (meta.status !== 'transcribing') return { written: false, status: meta.status };
  // Audio without speech gives no segments: a READY transcript with nothing in it yet.
  const transcribed = normalizeTranscribed(result.segments, result.duration);
  const importedFrom = meta.origin?.transcriptFileName;
  const imported = importedFrom !== undefined && meta.currentVersionId ? await repo.getVersion(meta.currentVersionId) : undefined;
  // An imported text keeps its speakers: the recognizer only times it.
  const { segments, recognized, suggested } = imported
    ? { segments: alignedSegments(imported.segments, heardWords(transcribed), result.duration), recognized: [], suggested: [] }
    : naming
      ? await naming.nameSpeakers(transcribed, result.voices)
      : { segments: transcribed, recognized: [], suggested: [] };
  const { replaced } = runnableOptions(meta.transcribeOptions);
  try {
    // Written only while the transcript is still transcribing, checked in the store's own transaction: one deleted
    // (or retried elsewhere) while the engine worked keeps its status, and no version is added to it.
    await repo.appendVersion({
      transcriptId: id,
      base: meta.currentVersionId,
      segments,
      source: imported ? 'import' : 'upload',
      author: TRANSCRIPTION,
      // The history says why the engine is not the one the upload asked for.
      ...(replaced ? { label: `Transcribed with ${label(result.engine, 50) || 'the default engine'}: the ${replaced} engine this upload asked for was removed` } : {}),
      ...(imported ? { label: importLabel(importedFrom, true) } : {}),
      requireStatus: 'transcribing',
      transcriptFields: {
        status: 'ready',
        error: '',
        duration: Number.isFinite(result.duration) && result.duration > 0 ? result.duration : 0,
        engine: label(result.engine, 50),
        model: label(result.model, 200),
        language: label(result.language, 20),
        speakerEngine: label(result.speakerEngine, 50),
        recognizedSpeakers: recognized,
        voiceSuggestions: suggested,
      },
    });
  } catch (error) {
    if (error instanceof VersionConflict) return { written: false, status: error.status };
    throw error;
  }
  // Not awaited: the transcript is READY now, and naming adds its own version a few seconds later.
  if (!imported && naming?.nameFromAudio && result.speakerEngine === 'deepgram' && segments.some((segment) => isNumberedSpeaker(segment.speaker))) void naming.nameFromAudio(id);
  return { written: true };
}

/** Marks the transcript failed with the spec's message; its audio stays, so it can be retried. */
export async function recordTranscriptionFailure(repo: TranscriptsRepo, id: string, reason: string): Promise<void> {
  await repo.updateTranscript(id, { status: 'failed', error: `Error transcribing audio: ${reason}` });
}

/** Puts a failed transcript back to transcribing (its stored audio is reused); any other status is refused. */
export async function startRetry(repo: TranscriptsRepo, id: string): Promise<void> {
  const meta = await repo.getTranscript(id);
  if (meta.status !== 'failed') throw badInput(`Only a failed transcription can be retried; this one is ${meta.status}.`);
  await repo.updateTranscript(id, { status: 'transcribing', error: '' });
}

/** An upload refused because too many transcripts already wait (nothing has been written). */
export function queueFull(waiting: number) {
  return userError('BUSY', `The transcription queue is full (${waiting} waiting); try again in a few minutes.`, { waiting });
}
