import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteTranscriptMutation, useRestoreTranscriptMutation } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify, notifyWithAction } from '../../components/Toaster.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

interface DeleteTranscriptDialogProps {
  open: boolean;
  id: string;
  title: string;
  /** Saves unsaved edits first, so an undone delete brings them back too. */
  flush: () => Promise<boolean>;
  onClose: () => void;
}

/** Asks before the soft delete; afterwards the user lands on / with a toast that can undo it. */
export function DeleteTranscriptDialog({ open, id, title, flush, onClose }: DeleteTranscriptDialogProps) {
  const [, deleteTranscript] = useDeleteTranscriptMutation();
  const [, restoreTranscript] = useRestoreTranscriptMutation();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const undo = async () => {
    const result = await restoreTranscript({ id });
    if (result.error) return notify('error', 'Undo failed', errorMessage(result.error));
    notify('success', 'Transcript restored');
    // navigate's promise (a data router's) settles once the page shows and never rejects: nothing to wait for.
    void navigate(`/transcript/${id}`);
  };

  const confirm = async () => {
    setBusy(true);
    await flush();
    const result = await deleteTranscript({ id });
    setBusy(false);
    if (result.error) return notify('error', 'Delete failed', errorMessage(result.error));
    onClose();
    void navigate('/');
    notifyWithAction(`Deleted “${title}”`, { label: 'Undo', onClick: () => void undo() });
  };

  if (!open) return null;
  return (
    <ConfirmDialog title="Delete this transcript?" confirmLabel="Delete" colorPalette="red" busy={busy} onConfirm={() => void confirm()} onClose={onClose}>
      “{title}” leaves the list of transcripts. Its audio and versions are kept, and you can undo right after.
    </ConfirmDialog>
  );
}
