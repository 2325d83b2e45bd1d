import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ClosableDialog } from './ClosableDialog.tsx';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The button that does it: "Delete", "Approve". */
  confirmLabel: string;
  colorPalette: 'red' | 'green';
  /** While it runs: the dialog stays, its buttons wait. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a step that matters (an alert dialog): what it does, Cancel, and the button that does it. */
export function ConfirmDialog({ title, children, confirmLabel, colorPalette, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <ClosableDialog
      open
      onClose={() => !busy && onClose()}
      title={title}
      size="sm"
      alert
      footer={
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette={colorPalette} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      }
    >
      {children}
    </ClosableDialog>
  );
}
