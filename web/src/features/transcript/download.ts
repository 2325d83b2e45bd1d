/** The file kinds the server exports, by extension. */
export const EXPORT_FORMATS = [
  { extension: 'docx', label: 'Word document (.docx)' },
  { extension: 'srt', label: 'Subtitles (.srt)' },
  { extension: 'vtt', label: 'Web subtitles (.vtt)' },
  { extension: 'txt', label: 'Plain text (.txt)' },
] as const;

export type ExportExtension = (typeof EXPORT_FORMATS)[number]['extension'];

/** Saves a file the server sent (Mutation.export's base64 content) under `fileName`. */
export function saveFile(file: { filename: string; mimeType: string; contentBase64: string }): void {
  const bytes = Uint8Array.from(atob(file.contentBase64), (c) => c.charCodeAt(0));
  const objectUrl = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; freeing it on the next task is safe.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
