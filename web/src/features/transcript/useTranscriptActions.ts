import { useState } from 'react';
import { useRefineMutation } from '../../graphql/generated.ts';
import { downloadFile, exportUrl, type ExportExtension } from './download.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../components/Toaster.tsx';
import { UNSAVED } from './editing/useTranscriptEditor.ts';

/**
 * Refine and Export. Both cancel the autosave timer and save first (`flush`), so the server works on
 * the text on screen. Refine returns the transcript, which the cache puts on screen.
 */
export function useTranscriptActions(id: string, title: string, flush: () => Promise<boolean>) {
  const [{ fetching: refining }, refineMutation] = useRefineMutation();
  const [exporting, setExporting] = useState(false);

  const refine = async () => {
    if (!(await flush())) return notify('error', 'Refine failed', UNSAVED);
    const result = await refineMutation({ id });
    if (result.error) notify('error', 'Refine failed', errorMessage(result.error));
    else notify('success', 'Transcript refined');
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
