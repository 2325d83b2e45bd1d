import { Button, Dialog, Portal } from '@chakra-ui/react';

interface ApproveDialogProps {
  title: string;
  approving: boolean;
  onApprove: () => void;
  onClose: () => void;
}

/** Asks before approving: an approval tells the team this version is right, and a click on the way should not. */
export function ApproveDialog({ title, approving, onApprove, onClose }: ApproveDialogProps) {
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && !approving && onClose()} role="alertdialog" placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Approve this transcript?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              The team sees that you approved “{title}” as it reads now. If it changes later, it shows as changed since your approval.
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={approving}>
                Cancel
              </Button>
              <Button colorPalette="green" onClick={onApprove} loading={approving}>
                Approve
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
