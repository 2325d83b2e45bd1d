import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { PseudonymEntryFragment } from '../../graphql/generated.ts';
import { KIND_NAMES } from './kinds.ts';

interface PseudonymListProps {
  entries: readonly PseudonymEntryFragment[];
  /** The list's accessible name. */
  label: string;
  /** In a transcript's list: the library's entries are marked, and removing one says it leaves the library. */
  inTranscript: boolean;
  empty: string;
  onRemove: (entry: PseudonymEntryFragment) => void;
}

/** Terms and what is shown instead, each with its kind and a Remove button. */
export function PseudonymList({ entries, label, inTranscript, empty, onRemove }: PseudonymListProps) {
  if (entries.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={label}>
      {entries.map((entry) => {
        const fromLibrary = inTranscript && entry.transcriptId == null;
        return (
          <HStack as="li" key={entry.id} justify="space-between" borderWidth="1px" rounded="md" px="3" py="2" gap="3">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="medium" wordBreak="break-word">
                {entry.term} <Text as="span" color="fg.muted" aria-label="shown as">→</Text> {entry.replacement}
              </Text>
              <HStack gap="2" fontSize="xs" color="fg.muted">
                <Text>{KIND_NAMES[entry.kind]}</Text>
                {fromLibrary && (
                  <Badge size="sm" colorPalette="gray" title="In the library’s list: every transcript uses it">
                    Library
                  </Badge>
                )}
              </HStack>
            </Stack>
            <Button size="xs" variant="outline" colorPalette="red" flexShrink={0} aria-label={fromLibrary ? `Remove from library: ${entry.term}` : `Remove ${entry.term}`} onClick={() => onRemove(entry)}>
              {fromLibrary ? 'Remove from library' : 'Remove'}
            </Button>
          </HStack>
        );
      })}
    </Stack>
  );
}
