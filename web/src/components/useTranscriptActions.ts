import { useState } from 'react';
import { useRefineMutation } from '../graphql/generated.ts';
import { downloadFile, docxUrl } from '../lib/download.ts';
import { errorMessage } from '../lib/errors.ts';
import { notify } from './Toaster.tsx';

const UNSAVED = 'Your edits could not be saved first; try again in a moment.';

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

  const exportDocx = async () => {
    setExporting(true);
    try {
      if (!(await flush())) throw new Error(UNSAVED);
      await downloadFile(docxUrl(id), `${title}.docx`);
    } catch (error) {
      console.error('Export failed:', error);
      notify('error', 'Export failed', (error as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return { refining, exporting, refine, exportDocx };
}
