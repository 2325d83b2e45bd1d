import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { CombinedError } from 'urql';
import { whySuggested, KIND_NAMES } from '../../../components/pseudonyms/kinds.ts';
import { useDismissPseudonymSuggestionMutation, usePseudonymSuggestionsQuery, useSetPseudonymMutation } from '../../../graphql/generated.ts';
import { errorMessage } from '../../../lib/errors.ts';

interface PseudonymSuggestionsProps {
  transcriptId: string;
  /** Runs a change, showing what the server refuses (the dialog's). */
  run: (change: () => Promise<{ error?: CombinedError }>) => Promise<boolean>;
}

/**
 * What the server finds worth a pseudonym in the transcript (speakers' names, recurring names, e-mails, phone numbers,
 * addresses, the vocabulary), each accepted into the transcript's list at its likely kind, or dismissed for good.
 */
export function PseudonymSuggestions({ transcriptId, run }: PseudonymSuggestionsProps) {
  const [{ data, fetching, error }] = usePseudonymSuggestionsQuery({ variables: { transcriptId }, requestPolicy: 'cache-and-network' });
  const [, setPseudonym] = useSetPseudonymMutation();
  const [, dismiss] = useDismissPseudonymSuggestionMutation();
  const suggestions = data?.suggestPseudonyms;
  if (!suggestions) return <Text color={error ? 'fg.error' : 'fg.muted'}>{error ? errorMessage(error) : fetching && 'Looking through the text…'}</Text>;
  if (suggestions.length === 0) return <Text color="fg.muted">Nothing more to suggest: every name found is listed or dismissed.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Suggested terms">
      {suggestions.map((suggestion) => (
        <HStack as="li" key={suggestion.term} justify="space-between" borderWidth="1px" borderStyle="dashed" rounded="md" px="3" py="2" gap="3" wrap="wrap">
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" wordBreak="break-word">
              {suggestion.term}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {whySuggested(suggestion)} · as {KIND_NAMES[suggestion.kind].toLowerCase()}
            </Text>
          </Stack>
          <HStack gap="2" ms="auto">
            <Button
              size="xs"
              colorPalette="brand"
              aria-label={`Accept ${suggestion.term}`}
              onClick={() => void run(() => setPseudonym({ transcriptId, term: suggestion.term, kind: suggestion.kind }))}
            >
              Accept
            </Button>
            <Button size="xs" variant="outline" aria-label={`Dismiss ${suggestion.term}`} onClick={() => void run(() => dismiss({ transcriptId, term: suggestion.term }))}>
              Dismiss
            </Button>
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}
