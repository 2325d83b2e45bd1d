import { useUploadLimitsQuery } from '../../graphql/generated.ts';
import { DEFAULT_MAX_UPLOAD_BYTES } from './upload-rules.ts';

/** The server's upload limits (TAPESCRIPT_MAX_UPLOAD_MB); the product's 30 MB until it answers. */
export function useUploadLimits(): { maxBytes: number; maxAudioMinutes: number | null } {
  const [{ data }] = useUploadLimitsQuery();
  return { maxBytes: data?.limits.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES, maxAudioMinutes: data?.limits.maxAudioMinutes ?? null };
}
