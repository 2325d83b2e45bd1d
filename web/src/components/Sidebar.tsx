import { Alert, Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRecentTranscriptsQuery } from '../graphql/generated.ts';
import { errorMessage } from '../lib/errors.ts';
import { SIDEBAR_PAGE_SIZE, pagerState } from '../lib/pager.ts';
import { TranscriptLink } from './TranscriptLink.tsx';

interface SidebarProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** "Recent Transcripts": one page of the list, newest change first, with its pager. */
export function Sidebar({ page, onPageChange }: SidebarProps) {
  const [{ data, fetching, error }] = useRecentTranscriptsQuery({
    variables: { page, perPage: SIDEBAR_PAGE_SIZE },
  });
  const items = data?.transcripts.items ?? [];
  const pager = pagerState(page, items.length, fetching);

  return (
    <Stack gap="3" p="4">
      <HStack justify="space-between" minH="6">
        <Heading as="h2" size="md">
          Recent Transcripts
        </Heading>
        {fetching && <Spinner size="sm" color="brand.600" aria-label="Loading" role="status" />}
      </HStack>
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
          No transcripts yet.
        </Text>
      )}
      <Stack as="ul" gap="1" listStyleType="none">
        {items.map((item) => (
          <li key={item.id}>
            <TranscriptLink transcript={item} />
          </li>
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
