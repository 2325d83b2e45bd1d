import { Alert, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSearchQuery, useSearchTitlesQuery } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatClock } from '../../lib/time.ts';
import { searchAsYouType } from './search-as-you-type.ts';
import { SearchSnippet } from './SearchSnippet.tsx';
import { OPEN_ENTRY, TranscriptLink } from './TranscriptLink.tsx';

export const SEARCH_RESULTS = 20;
/** Titles shown above what was said: the first few, most recently changed first. */
const TITLE_RESULTS = 5;

interface OpenedHit {
  transcriptId: string;
  key: string;
}

const hitKey = (hit: { transcript: { id: string }; segmentId: string }) => `${hit.transcript.id}-${hit.segmentId}`;

/** The typed text as a title to look for: the search syntax ("…" for a phrase, a trailing *) left out. */
const titleText = (typed: string) => typed.replace(/["*]/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * Transcripts whose title holds what the user typed, then hits across all transcripts for it, a page at a time;
 * each hit opens its transcript at the moment it is said, and stays marked while that transcript is open. Mount it
 * anew (a key) for each text, so paging starts again.
 */
export function SearchResults({ typed }: { typed: string }) {
  // The cursor each page starts after (the first starts at the top).
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  // Remembered here: the page drops ?t= from the address once it has sought there.
  const [opened, setOpened] = useState<OpenedHit | null>(null);
  const { pathname } = useLocation();
  const openedKey = opened && pathname === `/transcript/${opened.transcriptId}` ? opened.key : null;
  const title = titleText(typed);
  const [{ data: titled }] = useSearchTitlesQuery({ variables: { title, perPage: TITLE_RESULTS }, pause: !title });
  const titles = (title && titled?.transcripts.items) || [];
  return (
    <Stack gap="1" aria-label="Search results">
      {titles.length > 0 && (
        <>
          <Text fontSize="xs" color="fg.muted" px="3">
            {titled!.transcripts.totalItems > titles.length ? `Titles (${titles.length} of ${titled!.transcripts.totalItems})` : 'Titles'}
          </Text>
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Titles">
            {titles.map((transcript) => (
              <li key={transcript.id}>
                <TranscriptLink transcript={transcript} />
              </li>
            ))}
          </Stack>
        </>
      )}
      {pages.map((after, i) => (
        <SearchResultsPage
          key={after ?? ''}
          typed={typed}
          after={after}
          titled={titles.length > 0}
          openedKey={openedKey}
          onOpen={setOpened}
          onMore={i === pages.length - 1 ? (cursor) => setPages([...pages, cursor]) : undefined}
        />
      ))}
    </Stack>
  );
}

interface PageProps {
  typed: string;
  after: string | undefined;
  /** Some titles hold the text: no need to say that nothing was found. */
  titled: boolean;
  /** The hit whose transcript is open, when it was opened from here. */
  openedKey: string | null;
  onOpen: (hit: OpenedHit) => void;
  /** Set on the last page shown: loads the page after `cursor`. */
  onMore?: (cursor: string) => void;
}

function SearchResultsPage({ typed, after, titled, openedKey, onOpen, onMore }: PageProps) {
  const [{ data, fetching, error }] = useSearchQuery({ variables: { query: searchAsYouType(typed), first: SEARCH_RESULTS, after } });
  const hits = data?.search ?? [];
  const last = hits.at(-1);

  if (error) {
    return (
      <Alert.Root status="error" size="sm">
        <Alert.Indicator />
        <Alert.Description>{errorMessage(error)}</Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="1" aria-busy={fetching}>
      {fetching && !data && <Spinner size="sm" color="brand.600" aria-label="Searching" role="status" />}
      {data && !after && hits.length === 0 && !titled && (
        <Text fontSize="sm" color="fg.muted">
          Nothing found for “{typed.trim()}” in titles or in what was said.
        </Text>
      )}
      {titled && !after && hits.length > 0 && (
        <Text fontSize="xs" color="fg.muted" px="3" pt="2">
          What was said
        </Text>
      )}
      {!after && hits[0]?.approximate && (
        <Text fontSize="xs" color="fg.muted">
          Many matches: the best of the 20,000 most recent are shown. Add a word to narrow the search.
        </Text>
      )}
      <Stack as="ul" gap="1" listStyleType="none">
        {hits.map((hit) => (
          <li key={hitKey(hit)}>
            <Box asChild display="block" px="3" py="2" rounded="md" _hover={{ bg: 'bg.muted' }} css={{ '&[aria-current]': OPEN_ENTRY }} focusRing="outside">
              <Link
                to={`/transcript/${hit.transcript.id}?t=${hit.start}`}
                aria-current={openedKey === hitKey(hit) ? 'true' : undefined}
                onClick={() => onOpen({ transcriptId: hit.transcript.id, key: hitKey(hit) })}
              >
                <HStack gap="2" justify="space-between" align="baseline">
                  <Text fontWeight="medium" lineClamp={1} wordBreak="break-word">
                    {hit.transcript.title}
                  </Text>
                  <Text fontSize="xs" fontFamily="mono" color="blue.700" flexShrink={0}>
                    {formatClock(hit.start)}
                  </Text>
                </HStack>
                <Text fontSize="xs" color="fg.muted" lineClamp={1} data-testid="hit-speaker">
                  {hit.speaker ?? 'Unknown speaker'}
                </Text>
                <SearchSnippet snippet={hit.snippet} matches={hit.matches} />
              </Link>
            </Box>
          </li>
        ))}
      </Stack>
      {onMore && last && hits.length === SEARCH_RESULTS && (
        <Button size="sm" variant="ghost" alignSelf="start" onClick={() => onMore(last.cursor)}>
          More results
        </Button>
      )}
    </Stack>
  );
}
