import { useCallback, useState } from 'react';
import type { CombinedError } from 'urql';
import { useImportTranscriptMutation, useUploadAudioMutation, useUploadTracksMutation } from '../../graphql/generated.ts';
import { fetchWithUploadProgress } from '../../graphql/upload-fetch.ts';
import { withAccessToken } from '../../lib/access.ts';
import type { UploadOptions } from './upload-rules.ts';
import { errorMessage } from '../../lib/errors.ts';

export const UNKNOWN_UPLOAD_ERROR = 'An unknown error occurred.';

/** One speaker's file of a recording made with one track per person (uploadTracks). */
export interface Track {
  file: File;
  speaker: string;
}

/** The upload mutations (one file, or one file per speaker) with their progress (0..1) and readable error. */
export function useAudioUpload() {
  const [{ fetching: sendingFile }, uploadAudio] = useUploadAudioMutation();
  const [{ fetching: sendingTracks }, uploadTracksMutation] = useUploadTracksMutation();
  const [{ fetching: importing }, importTranscriptMutation] = useImportTranscriptMutation();
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);

  /** Runs one upload mutation with progress; the new transcript's id, or null when it failed (then `error` says why). */
  const send = useCallback(async (mutate: (context: { fetch: typeof fetch }) => Promise<{ id: string } | { error?: CombinedError }>) => {
    setError(null);
    setProgress(0);
    const answer = await mutate({ fetch: withAccessToken(fetchWithUploadProgress(setProgress)) });
    if ('id' in answer) return answer.id;
    setError(errorMessage(answer.error, UNKNOWN_UPLOAD_ERROR));
    return null;
  }, []);

  /** One recording; `channelsAsTracks` names the speaker of each of its channels when each holds one person. */
  const upload = useCallback(
    (title: string, file: File, options: UploadOptions = {}, channelsAsTracks?: string[]) =>
      send(async (context) => {
        const result = await uploadAudio({ title, file, ...options, ...(channelsAsTracks ? { channelsAsTracks } : {}) }, context);
        return result.data ? { id: result.data.uploadAudio.id } : { error: result.error };
      }),
    [send, uploadAudio],
  );

  /** Several files recorded together, one per speaker; the speakers are the tracks', so no count is asked. */
  const uploadTracks = useCallback(
    (title: string, tracks: Track[], options: Omit<UploadOptions, 'speakers'> = {}) =>
      send(async (context) => {
        const result = await uploadTracksMutation({ title, tracks, ...options }, context);
        return result.data ? { id: result.data.uploadTracks.id } : { error: result.error };
      }),
    [send, uploadTracksMutation],
  );

  /** A transcript made elsewhere, without audio. */
  const importTranscript = useCallback(
    (title: string, transcript: File) =>
      send(async (context) => {
        const result = await importTranscriptMutation({ title, transcript }, context);
        return result.data ? { id: result.data.importTranscript.id } : { error: result.error };
      }),
    [send, importTranscriptMutation],
  );

  const clearError = useCallback(() => setError(null), []);

  return { pending: sendingFile || sendingTracks || importing, progress, error, upload, uploadTracks, importTranscript, clearError };
}
