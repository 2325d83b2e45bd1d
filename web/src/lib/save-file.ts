/** Saves a file the server sent (an export's base64 content: Mutation.export, exportHighlights) under `fileName`. */
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
