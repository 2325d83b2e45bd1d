/** Where the server serves a transcript as a Word document. */
export const docxUrl = (id: string) => `/export/${encodeURIComponent(id)}.docx`;

/** Fetches a file and saves it under `fileName`; throws with the status when the server refuses. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
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
