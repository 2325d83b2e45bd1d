import { Alert, Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useSearchQuery } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatClock } from '../../lib/time.ts';
import { searchAsYouType } from './search-as-you-type.ts';
import { SearchSnippet } from './SearchSnippet.tsx';

export const SEARCH_RESULTS = 20;

/** Hits across all transcripts for what the user typed; each opens its transcript at the moment it is said. */
export function SearchResults({ typed }: { typed: string }) {
  const [{ data, fetching, error }] = useSearchQuery({ variables: { query: searchAsYouType(typed), first: SEARCH_RESULTS } });
  const hits = data?.search ?? [];

  if (error) {
    return (
      <Alert.Root status="error" size="sm">
        <Alert.Indicator />
        <Alert.Description>{errorMessage(error)}</Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="1" aria-label="Search results" aria-busy={fetching}>
      {fetching && !data && <Spinner size="sm" color="brand.600" aria-label="Searching" role="status" />}
      {data && hits.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          Nothing found for “{typed.trim()}”.
        </Text>
      )}
      <Stack as="ul" gap="1" listStyleType="none">
        {hits.map((hit) => (
          <li key={`${hit.transcript.id}-${hit.segmentId}`}>
            <Box asChild display="block" px="3" py="2" rounded="md" _hover={{ bg: 'bg.muted' }} focusRing="outside">
              <Link to={`/transcript/${hit.transcript.id}?t=${hit.start}`}>
                <HStack gap="2" justify="space-between" align="baseline">
                  <Text fontWeight="medium" lineClamp={1} wordBreak="break-word">
                    {hit.transcript.title}
                  </Text>
                  <Text fontSize="xs" fontFamily="mono" color="blue.700" flexShrink={0}>
                    {formatClock(hit.start)}
                  </Text>
                </HStack>
                <SearchSnippet snippet={hit.snippet} matches={hit.matches} />
              </Link>
            </Box>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
