import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SidePanelProps {
  /** Shown by default: most panels are mounted only while open. */
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's name, e.g. "Close chapters". */
  closeLabel: string;
  children: ReactNode;
}

/**
 * The frame of the transcript page's panels (history, chapters, highlights, show notes): at the page's end beside the
 * text, the whole screen on a phone; a title and a close button; Escape or a click outside closes it.
 */
export function SidePanel({ open = true, onClose, title, closeLabel, children }: SidePanelProps) {
  return (
    <Drawer.Root open={open} onOpenChange={({ open: next }) => !next && onClose()} placement="end" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
