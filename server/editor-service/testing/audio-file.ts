import { spoolToFile, type SpooledFile } from '../../lib/spool.ts';

/** Bytes as an engine receives audio: a private temporary file; the test disposes of it. */
export function audioFileOf(bytes: Uint8Array): Promise<SpooledFile> {
  return spoolToFile([bytes], Number.POSITIVE_INFINITY, { label: 'test-audio' });
}
