import { useState } from 'react';
import { useExportTranscriptMutation, useRefineMutation, type ExportOptions } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { saveFile } from '../../lib/save-file.ts';
import { exportFormatOf, type ExportExtension } from '../../lib/export-formats.ts';
import { rememberedExportOptions } from './export-choices.ts';
import { notify } from '../../components/Toaster.tsx';
import { UNSAVED, type RunChange } from './editing/editor-session.ts';

/**
 * Refine and Export. Both cancel the autosave timer and save first (`flush`), so the server works on
 * the text on screen. Refine returns the transcript, which the cache puts on screen.
 */
export function useTranscriptActions(id: string, flush: () => Promise<boolean>, change: RunChange) {
  const [{ fetching: refining }, refineMutation] = useRefineMutation();
  const [, exportMutation] = useExportTranscriptMutation();
  const [exporting, setExporting] = useState(false);
  /** The version the last refine wrote, whose changes the editor lists until closed. */
  const [refinedVersionId, setRefinedVersionId] = useState<string | null>(null);

  /** One undo step: undo brings the text before refining back as a new version. */
  const refine = async () => {
    const done = await change(() => refineMutation({ id }), (data) => data.refine.versionId, 'refine');
    if (!done) return;
    setRefinedVersionId(done.refine.versionId ?? null);
    notify('success', 'Transcript refined', 'Its changes are listed above the text; revert any of them, or Undo (Ctrl+Z) all.');
  };
  const closeRefined = () => setRefinedVersionId(null);

  /** Downloads the transcript as "{title}.{extension}" (the Export button: .docx), with the options given or last chosen. */
  const exportAs = async (extension: ExportExtension, options: ExportOptions = rememberedExportOptions()) => {
    setExporting(true);
    try {
      if (!(await flush())) throw new Error(UNSAVED);
      const result = await exportMutation({ id, format: exportFormatOf(extension), options });
      if (!result.data) throw new Error(errorMessage(result.error));
      saveFile(result.data.export);
      notify('success', 'Downloaded', result.data.export.filename);
    } catch (error) {
      console.error('Export failed:', error);
      notify('error', 'Export failed', (error as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return { refining, exporting, refine, exportAs, refinedVersionId, closeRefined };
}
