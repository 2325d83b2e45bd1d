import { HStack, Kbd, Stack, Table, Text } from '@chakra-ui/react';
import { REWIND_SECONDS } from '../../../lib/settings.ts';
import { SHORTCUTS } from './shortcuts.ts';
import { ClosableDialog } from '../../../components/ClosableDialog.tsx';

/** The help overlay on "?": every shortcut from the same table the keys are handled by. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ClosableDialog open={open} onClose={onClose} title="Keyboard shortcuts" size="md">
      <Table.Root size="sm">
        <Table.Body>
          {SHORTCUTS.map((shortcut) => (
            <Table.Row key={shortcut.action}>
              <Table.Cell>{shortcut.description}</Table.Cell>
              <Table.Cell>
                <HStack gap="1" justify="flex-end" wrap="wrap">
                  {shortcut.keys.map((keys) => (
                    <Kbd key={keys}>{keys}</Kbd>
                  ))}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Stack mt="4" gap="1" fontSize="sm" color="fg.muted">
        <Text>All but ? work while typing in a segment.</Text>
        <Text>The speed button in the player can also rewind {REWIND_SECONDS} s each time playback resumes.</Text>
      </Stack>
    </ClosableDialog>
  );
}
