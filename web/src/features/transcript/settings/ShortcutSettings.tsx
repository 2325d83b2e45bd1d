import { Button, HStack, Heading, Kbd, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { comboLabel, comboOf } from '../shortcuts/key-combo.ts';
import { rebind, useShortcutBindings } from '../shortcuts/shortcut-bindings.ts';
import { SHORTCUTS, type ShortcutAction } from '../shortcuts/shortcuts.ts';

type Note = { kind: 'error' | 'done'; text: string } | null;

/** Every shortcut with this browser's keys: click one, press the new keys; conflicts are refused, saying why. */
export function ShortcutSettings() {
  const [bindings, setBindings, reset] = useShortcutBindings();
  const [changing, setChanging] = useState<ShortcutAction | null>(null);
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    if (!changing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Tab still moves on (it cannot be a shortcut); Esc alone gives up.
      if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) return setChanging(null);
      event.preventDefault();
      event.stopPropagation();
      if (event.key === 'Escape' && !event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey) {
        setChanging(null);
        return setNote(null);
      }
      const combo = comboOf(event);
      if (combo === null) return;
      const result = rebind(bindings, changing, combo);
      const description = SHORTCUTS.find((shortcut) => shortcut.action === changing)!.description;
      if (!result.ok) return setNote({ kind: 'error', text: result.reason });
      setBindings(result.bindings);
      setNote({ kind: 'done', text: `"${description}" is now ${comboLabel(combo)}.` });
      setChanging(null);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [changing, bindings, setBindings]);

  return (
    <Stack as="section" gap="4" aria-labelledby="shortcut-settings">
      <Heading as="h3" size="lg" id="shortcut-settings">
        Keyboard shortcuts
      </Heading>
      <Text color="fg.muted">
        Click a shortcut, then press the new keys (Esc cancels). A pedal that acts as a keyboard works here too: press it
        instead of keys. Keys without Ctrl, Alt or Cmd (other than F1–F24) work only outside the text.
      </Text>
      <Text aria-live="polite" role="status" color={note?.kind === 'error' ? 'fg.error' : 'green.700'} minH="6" fontWeight="medium">
        {note?.text}
      </Text>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Action</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Keys</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {SHORTCUTS.map((shortcut) => {
            const waiting = changing === shortcut.action;
            return (
              <Table.Row key={shortcut.action}>
                <Table.Cell>{shortcut.description}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="sm"
                    variant={waiting ? 'solid' : 'outline'}
                    colorPalette={waiting ? 'brand' : undefined}
                    // Several keys wrap on a phone rather than widen the page.
                    h="auto"
                    minH="8"
                    py="1"
                    whiteSpace="normal"
                    maxW={{ base: '10rem', sm: '16rem' }}
                    onClick={() => {
                      setNote(null);
                      setChanging(waiting ? null : shortcut.action);
                    }}
                  >
                    {/* The name starts with what it does and ends with what it shows (the keys, or the request). */}
                    {waiting ? (
                      <>
                        Press the new keys<VisuallyHidden> for {shortcut.description}</VisuallyHidden>
                      </>
                    ) : (
                      <>
                        <VisuallyHidden>
                          Change the keys for {shortcut.description}, now {bindings[shortcut.action].map(comboLabel).join(', ')}
                        </VisuallyHidden>
                        {/* Shown one key each, wrapping on a phone; the name above says the same in words. */}
                        <HStack gap="1" wrap="wrap" justify="flex-end" aria-hidden="true">
                          {bindings[shortcut.action].map((keys) => (
                            <Kbd key={keys}>{comboLabel(keys)}</Kbd>
                          ))}
                        </HStack>
                      </>
                    )}
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <HStack>
        <Button
          variant="outline"
          onClick={() => {
            reset();
            setChanging(null);
            setNote({ kind: 'done', text: 'Every shortcut is back to its default.' });
          }}
        >
          Reset to defaults
        </Button>
      </HStack>
    </Stack>
  );
}
