import { useState } from 'react';
import { useRefineMutation } from '../../graphql/generated.ts';
import { downloadFile, exportUrl, type ExportExtension } from './download.ts';
import { notify } from '../../components/Toaster.tsx';
import { UNSAVED, type RunChange } from './editing/useTranscriptEditor.ts';

/**
 * Refine and Export. Both cancel the autosave timer and save first (`flush`), so the server works on
 * the text on screen. Refine returns the transcript, which the cache puts on screen.
 */
export function useTranscriptActions(id: string, title: string, flush: () => Promise<boolean>, change: RunChange) {
  const [{ fetching: refining }, refineMutation] = useRefineMutation();
  const [exporting, setExporting] = useState(false);

  /** One undo step: undo brings the text before refining back as a new version. */
  const refine = async () => {
    const done = await change(() => refineMutation({ id }), (data) => data.refine.versionId, 'refine');
    if (done) notify('success', 'Transcript refined', 'Undo (Ctrl+Z) brings back the text before.');
  };

  /** Downloads the transcript as "{title}.{extension}" (the Export button: .docx). */
  const exportAs = async (extension: ExportExtension) => {
    setExporting(true);
    try {
      if (!(await flush())) throw new Error(UNSAVED);
      await downloadFile(exportUrl(id, extension), `${title}.${extension}`);
    } catch (error) {
      console.error('Export failed:', error);
      notify('error', 'Export failed', (error as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return { refining, exporting, refine, exportAs };
}
