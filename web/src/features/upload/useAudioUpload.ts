import { useCallback, useState } from 'react';
import { useUploadAudioMutation } from '../../graphql/generated.ts';
import { fetchWithUploadProgress } from '../../graphql/upload-fetch.ts';
import { withAccessToken } from '../../lib/access.ts';
import type { UploadOptions } from './upload-rules.ts';
import { errorMessage } from '../../lib/errors.ts';

export const UNKNOWN_UPLOAD_ERROR = 'An unknown error occurred.';

/** The upload mutation with its progress (0..1) and readable error. */
export function useAudioUpload() {
  const [{ fetching }, uploadAudio] = useUploadAudioMutation();
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const upload = useCallback(
    async (title: string, file: File, options: UploadOptions = {}): Promise<string | null> => {
      setError(null);
      setProgress(0);
      const result = await uploadAudio({ title, file, ...options }, { fetch: withAccessToken(fetchWithUploadProgress(setProgress)) });
      if (result.data) return result.data.uploadAudio.id;
      setError(errorMessage(result.error, UNKNOWN_UPLOAD_ERROR));
      return null;
    },
    [uploadAudio],
  );

  const clearError = useCallback(() => setError(null), []);

  return { pending: fetching, progress, error, upload, clearError };
}
