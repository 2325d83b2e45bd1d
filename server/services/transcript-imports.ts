/** The text of a transcript file made elsewhere, read from an upload and written as a transcript's first version. */
import { readFileSync } from 'node:fs';
import type { Author } from '../domain/author.ts';
import { importLabel } from '../domain/version-label.ts';
import type { Transcript } from '../domain/transcript.ts';
import { fileTimedSegments } from '../import/align.ts';
import { MAX_TRANSCRIPT_BYTES, readTranscriptFile, type ImportedSegment } from '../import/index.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { IncomingFile } from './arriving-file.ts';

/** A transcript file as read: its name as sent, and its segments. */
export interface ImportedFile {
  filename: string;
  segments: ImportedSegment[];
}

/**
 * Reads an uploaded transcript file (import/index.ts: its formats, limits and refusals). The upload was spooled within
 * the audio upload limit; one over the transcript limit is refused by its size without being read.
 */
export async function readImport(filePromise: Promise<IncomingFile> | IncomingFile): Promise<ImportedFile> {
  const { filename, spooled } = await filePromise;
  const size = spooled.overLimit ? Math.max(spooled.size, MAX_TRANSCRIPT_BYTES + 1) : spooled.size;
  return { filename, segments: readTranscriptFile(filename, size, () => readFileSync(spooled.path)) };
}

/**
 * Writes the imported text as the transcript's first version, with the file's own times (a transcription, if
 * any, times it to the audio later: transcription/outcome.ts). Should the store fail to take it, the transcript just
 * made (and its audio) is deleted: an import leaves a transcript with its text, or nothing.
 */
export async function writeImported(
  repo: TranscriptsRepo,
  transcript: Transcript,
  imported: ImportedFile,
  author: Author | null,
  discard: (transcriptId: string) => Promise<void>,
): Promise<Transcript> {
  try {
    const { transcript: written } = await repo.appendVersion({
      transcriptId: transcript.id,
      base: '',
      segments: fileTimedSegments(imported.segments),
      source: 'import',
      label: importLabel(transcript.origin?.transcriptFileName),
      author,
      requireStatus: transcript.status,
    });
    return written;
  } catch (error) {
    await discard(transcript.id).catch(() => undefined);
    throw error;
  }
}
