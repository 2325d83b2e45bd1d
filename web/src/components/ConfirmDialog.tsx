import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
    <Dialog.Root open onOpenChange={({ open }) => !open && !busy && onClose()} role="alertdialog" placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette={colorPalette} onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
