import { HStack, Kbd, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { REWIND_SECONDS, SKIP_SECONDS, useNumberSetting } from '../../../lib/settings.ts';
import { SHORTCUTS } from './shortcuts.ts';
import { comboLabel } from './key-combo.ts';
import { useShortcutBindings } from './shortcut-bindings.ts';
import { ClosableDialog } from '../../../components/ClosableDialog.tsx';

/** The help overlay on "?": every shortcut from the same table the keys are handled by, with this browser's keys. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [bindings] = useShortcutBindings();
  const [skip] = useNumberSetting(SKIP_SECONDS);
  const [rewind] = useNumberSetting(REWIND_SECONDS);
  return (
    <ClosableDialog open={open} onClose={onClose} title="Keyboard shortcuts" size="md">
      <Table.Root size="sm">
        <Table.Body>
          {SHORTCUTS.map((shortcut) => (
            <Table.Row key={shortcut.action}>
              <Table.Cell>{shortcut.description}</Table.Cell>
              <Table.Cell>
                <HStack gap="1" justify="flex-end" wrap="wrap">
                  {bindings[shortcut.action].map((keys) => (
                    <Kbd key={keys}>{comboLabel(keys)}</Kbd>
                  ))}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Stack mt="4" gap="1" fontSize="sm" color="fg.muted">
        <Text>All but ? work while typing in a segment. The skip interval is {skip} s.</Text>
        <Text>The speed button in the player can also rewind {rewind} s each time playback resumes.</Text>
        <Text>
          Change keys, skip and rewind amounts, or connect a foot pedal in{' '}
          <Link asChild color="brand.700">
            <RouterLink to="/settings">Settings</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    </ClosableDialog>
  );
}
