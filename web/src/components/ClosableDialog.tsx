import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ClosableDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: 'sm' | 'md';
  /** Scroll the body instead of the page when the content is long. */
  scrollInside?: boolean;
  /** An alert dialog (it asks before a step that matters): answered with its footer's buttons, so no close button. */
  alert?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the editor's dialogs: centred, a title, a close button; Escape or a click outside closes it. */
export function ClosableDialog({ open, onClose, title, size = 'md', scrollInside = false, alert = false, footer, children }: ClosableDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      role={alert ? 'alertdialog' : 'dialog'}
      placement="center"
      size={size}
      scrollBehavior={scrollInside ? 'inside' : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer}
            {!alert && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
