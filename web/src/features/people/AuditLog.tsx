import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAuditLogQuery } from '../../graphql/generated.ts';
import { formatUpdated } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { describeAudit } from './audit-words.ts';

const PAGE = 50;

/** The audit log, newest first, a page at a time: each page after the first starts after the last entry shown. */
export function AuditLog() {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  return (
    <Stack as="ol" gap="1" listStyleType="none" aria-label="Audit log" fontSize="sm">
      {cursors.map((after, index) => (
        <AuditPage key={after ?? 'first'} after={after} last={index === cursors.length - 1} onMore={(next) => setCursors((list) => [...list, next])} />
      ))}
    </Stack>
  );
}

function AuditPage({ after, last, onMore }: { after: string | null; last: boolean; onMore: (after: string) => void }) {
  const [{ data, fetching, error }] = useAuditLogQuery({ variables: { first: PAGE, after }, requestPolicy: after ? 'cache-first' : 'cache-and-network' });
  if (error)
    return (
      <Text as="li" color="fg.error">
        {errorMessage(error)}
      </Text>
    );
  if (!data)
    return fetching ? (
      <li>
        <Spinner size="sm" aria-label="Loading the audit log" role="status" />
      </li>
    ) : null;
  const entries = data.auditLog;
  return (
    <>
      {entries.map((entry) => (
        <Text as="li" key={entry.id}>
          <Text asChild color="fg.muted" me="2">
            <time dateTime={entry.createdAt}>{formatUpdated(entry.createdAt, true)}</time>
          </Text>
          {describeAudit(entry)}
          <Text as="span" color="fg.muted">
            {' '}
            · {entry.address}
          </Text>
        </Text>
      ))}
      {last && entries.length === PAGE && (
        <li>
          <Button size="xs" variant="outline" mt="2" onClick={() => onMore(entries[entries.length - 1].id)}>
            Show older entries
          </Button>
        </li>
      )}
      {last && after === null && entries.length === 0 && <Text as="li">Nothing yet.</Text>}
    </>
  );
}
