import { Box, Button, Container, HStack, Heading, Input, Link as StyledLink, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { notify } from '../../components/Toaster.tsx';
import { useExportQuotesMutation, useQuoteFiltersQuery, useQuotesQuery, type QuoteExportFormat, type QuoteRowFragment } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { saveFile } from '../../lib/save-file.ts';
import { citation, quoteTime } from './citation.ts';
import { useSpanPlayer } from './useSpanPlayer.ts';

export const QUOTES_PAGE = 20;

export interface QuoteFilters {
  query: string;
  tags: string[];
  speaker: string;
  transcriptId: string;
}

const NO_FILTERS: QuoteFilters = { query: '', tags: [], speaker: '', transcriptId: '' };

/** The API's arguments for the filters: each left out when empty. */
const argumentsOf = (filters: QuoteFilters) => ({
  query: filters.query.trim() || undefined,
  tags: filters.tags.length ? filters.tags : undefined,
  speaker: filters.speaker.trim() || undefined,
  transcriptId: filters.transcriptId || undefined,
});

const EXPORTS: { format: QuoteExportFormat; label: string }[] = [
  { format: 'DOCX', label: 'Word' },
  { format: 'CSV', label: 'CSV' },
  { format: 'MARKDOWN', label: 'Markdown' },
];

/** Route /quotes: the quote bank (README "Quotes"): highlights across the library, filtered, played, copied and exported. */
export function QuotesPage() {
  const [filters, setFilters] = useState<QuoteFilters>(NO_FILTERS);
  // Typing sends one query when it pauses, not one per key.
  const settled = useDebouncedValue(filters, 250);
  const [{ data: choices }] = useQuoteFiltersQuery({ requestPolicy: 'cache-and-network' });
  const [{ fetching: exporting }, exportQuotes] = useExportQuotesMutation();
  const change = (next: Partial<QuoteFilters>) => setFilters((now) => ({ ...now, ...next }));
  const toggleTag = (tag: string) => change({ tags: filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag] });

  const download = async (format: QuoteExportFormat) => {
    const result = await exportQuotes({ ...argumentsOf(settled), format });
    if (result.error || !result.data) return notify('error', 'The quotes were not exported', errorMessage(result.error));
    saveFile(result.data.exportHighlights);
  };

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Heading as="h2" size="2xl" mb="2">
        Quotes
      </Heading>
      <Text color="fg.muted" mb="6">
        The highlights of every interview you may see, newest first. Highlight words in a transcript to add one.
      </Text>
      <Stack as="form" role="search" aria-label="Filter quotes" gap="3" mb="6" onSubmit={(event) => event.preventDefault()}>
        <HStack gap="3" flexWrap="wrap">
          <Input flex="2" minW="12rem" aria-label="Words" placeholder="Words in the quote" value={filters.query} onChange={(e) => change({ query: e.target.value })} />
          <Input flex="1" minW="9rem" aria-label="Speaker" placeholder="Speaker" value={filters.speaker} onChange={(e) => change({ speaker: e.target.value })} />
          <NativeSelect.Root flex="1" minW="10rem">
            <NativeSelect.Field aria-label="Interview" value={filters.transcriptId} onChange={(e) => change({ transcriptId: e.target.value })}>
              <option value="">All interviews</option>
              {choices?.transcripts.items.map((transcript) => (
                <option key={transcript.id} value={transcript.id}>
                  {transcript.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {choices && choices.highlightTags.length > 0 && (
          <Wrap gap="2" aria-label="Tags" role="group">
            {choices.highlightTags.map((tag) => (
              <Button key={tag} size="xs" borderRadius="full" variant={filters.tags.includes(tag) ? 'solid' : 'outline'} aria-pressed={filters.tags.includes(tag)} onClick={() => toggleTag(tag)}>
                {tag}
              </Button>
            ))}
          </Wrap>
        )}
        <HStack gap="2" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            Export these quotes:
          </Text>
          {EXPORTS.map(({ format, label }) => (
            <Button key={format} size="xs" variant="outline" loading={exporting} onClick={() => void download(format)}>
              {label}
            </Button>
          ))}
        </HStack>
      </Stack>
      <QuoteList key={JSON.stringify(settled)} filters={settled} />
    </Container>
  );
}

/** The quotes for one set of filters, a page at a time ("Load more" asks for those after the last one's cursor). */
function QuoteList({ filters }: { filters: QuoteFilters }) {
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const player = useSpanPlayer();
  return (
    <>
      {/* The quotes' player: played only by the buttons, so it has no controls of its own. */}
      <audio ref={player.ref} preload="none" hidden />
      <Stack as="ul" aria-label="Quotes" gap="3" listStyleType="none">
        {pages.map((after, i) => (
          <QuotePage key={after ?? 'first'} filters={filters} after={after} last={i === pages.length - 1} player={player} onMore={(cursor) => setPages((now) => [...now, cursor])} />
        ))}
      </Stack>
    </>
  );
}

function QuotePage({
  filters,
  after,
  last,
  player,
  onMore,
}: {
  filters: QuoteFilters;
  after: string | undefined;
  last: boolean;
  player: ReturnType<typeof useSpanPlayer>;
  onMore: (cursor: string) => void;
}) {
  const [{ data, fetching, error }] = useQuotesQuery({ variables: { ...argumentsOf(filters), first: QUOTES_PAGE, after }, requestPolicy: 'cache-and-network' });
  const quotes = data?.highlights ?? [];
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  return (
    <>
      {error && <Text color="fg.error">{errorMessage(error)}</Text>}
      {quotes.map((quote) => (
        <QuoteItem key={quote.id} quote={quote} player={player} />
      ))}
      {!after && data && quotes.length === 0 && !fetching && (
        <Text as="li" color="fg.muted">
          {filtered ? 'No quote matches these filters.' : 'No quotes yet: select words in a transcript and choose Highlight to keep a quote here.'}
        </Text>
      )}
      {last && quotes.length === QUOTES_PAGE && (
        <Box as="li">
          <Button variant="outline" size="sm" loading={fetching} onClick={() => onMore(quotes.at(-1)!.cursor)}>
            Load more
          </Button>
        </Box>
      )}
    </>
  );
}

function QuoteItem({ quote, player }: { quote: QuoteRowFragment; player: ReturnType<typeof useSpanPlayer> }) {
  const playing = player.playing === quote.id;
  const src = quote.transcript.fileUrl;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(citation(quote));
      notify('success', 'Copied as quote');
    } catch {
      // The browser refused the clipboard (a page not focused, or a permission not given).
      notify('error', 'The quote was not copied', 'This browser did not allow the clipboard: select the quote and copy it.');
    }
  };
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" p="4" aria-label={`Quote: ${quote.quote}`}>
      <Text as="blockquote" fontSize="lg">
        “{quote.quote}”
      </Text>
      <HStack gap="2" flexWrap="wrap" fontSize="sm" color="fg.muted">
        <Text fontWeight="medium" color="fg">
          {quote.speaker}
        </Text>
        <Text>·</Text>
        <StyledLink asChild>
          <Link to={`/transcript/${quote.transcript.id}?t=${quote.start}`}>{quote.transcript.title}</Link>
        </StyledLink>
        <Text>·</Text>
        <Text>{quoteTime(quote.start)}</Text>
        {quote.outdated && <Text>· its words have since changed</Text>}
      </HStack>
      {(quote.tags.length > 0 || quote.note) && (
        <Text fontSize="sm" color="fg.muted">
          {[quote.tags.length ? `Tags: ${quote.tags.join(', ')}` : '', quote.note ? `Note: ${quote.note}` : ''].filter(Boolean).join(' · ')}
        </Text>
      )}
      <HStack gap="2">
        {src && (
          <Button size="xs" variant="outline" aria-pressed={playing} onClick={() => (playing ? player.stop() : void player.play(quote.id, src, quote.start, quote.end))}>
            {playing ? 'Stop' : 'Play'}
          </Button>
        )}
        <Button size="xs" variant="outline" onClick={() => void copy()}>
          Copy as quote
        </Button>
      </HStack>
    </Stack>
  );
}
