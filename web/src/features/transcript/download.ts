import { withAccessToken } from '../../lib/access.ts';

/** The file kinds the server exports, by extension. */
export const EXPORT_FORMATS = [
  { extension: 'docx', label: 'Word document (.docx)' },
  { extension: 'srt', label: 'Subtitles (.srt)' },
  { extension: 'vtt', label: 'Web subtitles (.vtt)' },
  { extension: 'txt', label: 'Plain text (.txt)' },
] as const;

export type ExportExtension = (typeof EXPORT_FORMATS)[number]['extension'];

/** Where the server serves a transcript as a file of this kind. */
export const exportUrl = (id: string, extension: ExportExtension) => `/export/${encodeURIComponent(id)}.${extension}`;

const fetchWithAccess = withAccessToken();

/** Fetches a file and saves it under `fileName`; throws with the status when the server refuses. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetchWithAccess(url);
  if (!response.ok) throw new Error(`Export failed: ${response.status} ${await response.text()}`.trim());
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; freeing it on the next task is safe.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
