import { Alert, Button, HStack, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useRecentTranscriptsQuery } from '../../graphql/generated.ts';
import { BulkBar } from './BulkBar.tsx';
import { SelectableRow } from './SelectableRow.tsx';
import { TagFilter } from './TagFilter.tsx';
import { useListSelection } from './use-list-selection.ts';
import { errorMessage } from '../../lib/errors.ts';
import { FIRST_PAGE, SIDEBAR_PAGE_SIZE, pagerState } from './pager.ts';
import { SearchResults } from './SearchResults.tsx';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';

/** Shorter queries match too much to be useful. */
const MIN_SEARCH_LENGTH = 2;
const SEARCH_DELAY_MS = 250;

interface SidebarProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** "Recent Transcripts" with a search box (while searching, the hits replace the list) and the tags to filter it by. */
export function Sidebar({ page, onPageChange }: SidebarProps) {
  const [search, setSearch] = useState('');
  const [tags, setTags] = useState<readonly string[]>([]);
  // Untrimmed: a space after the last word says the user finished it (see searchAsYouType).
  const typed = useDebouncedValue(search, SEARCH_DELAY_MS);
  const searching = typed.trim().length >= MIN_SEARCH_LENGTH;

  return (
    // Relative: the list's loading spinner sits in the heading row.
    <Stack gap="3" p="4" position="relative">
      <Heading as="h2" size="md" minH="6">
        Recent Transcripts
      </Heading>
      <Input
        type="search"
        size="sm"
        bg="bg"
        placeholder="Search all transcripts"
        aria-label="Search all transcripts"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {searching ? (
        <SearchResults key={typed} typed={typed} />
      ) : (
        <>
          <TagFilter
            chosen={tags}
            onChange={(next) => {
              setTags(next);
              onPageChange(FIRST_PAGE);
            }}
          />
          <RecentList page={page} onPageChange={onPageChange} tags={tags} />
        </>
      )}
    </Stack>
  );
}

/** One page of the list, newest change first (only those with every tag chosen), with its pager; its rows can be selected. */
function RecentList({ page, onPageChange, tags }: SidebarProps & { tags: readonly string[] }) {
  const [{ data, fetching, error }] = useRecentTranscriptsQuery({
    variables: { page, perPage: SIDEBAR_PAGE_SIZE, tags: tags.length ? [...tags] : undefined },
  });
  const items = data?.transcripts.items ?? [];
  const pager = pagerState(page, items.length, fetching);
  const selection = useListSelection(items.map(({ id }) => id));
  const selected = items.filter(({ id }) => selection.isSelected(id));

  return (
    <Stack gap="3">
      {fetching && <Spinner size="sm" color="brand.600" aria-label="Loading" role="status" position="absolute" top="5" right="4" />}
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontWeight="semibold">Error</Alert.Title>
            <Alert.Description>Failed to load recent transcripts: {errorMessage(error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {data && items.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          {tags.length ? 'No transcripts have these tags.' : 'No transcripts yet.'}
        </Text>
      )}
      {selected.length > 0 && <BulkBar selected={selected} onClear={selection.clear} />}
      <Stack as="ul" gap="1" listStyleType="none" aria-label="Transcripts" onKeyDown={selection.onKeyDown}>
        {items.map((item) => (
          <SelectableRow key={item.id} transcript={item} selected={selection.isSelected(item.id)} onPick={selection.pick} />
        ))}
      </Stack>
      {pager.visible && (
        <HStack justify="space-between" pt="1">
          <Button size="sm" variant="outline" disabled={pager.previousDisabled} onClick={() => onPageChange(page - 1)}>
            Previous
          </Button>
          <Text fontSize="sm" aria-live="polite">
            Page {page}
          </Text>
          <Button size="sm" variant="outline" disabled={pager.nextDisabled} onClick={() => onPageChange(page + 1)}>
            Next
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
