import { Alert } from '@chakra-ui/react';
import type { TranscriptVersionsQuery } from '../../../graphql/generated.ts';
import { formatUpdated } from '../../../lib/dates.ts';

type Approval = NonNullable<NonNullable<TranscriptVersionsQuery['transcript']>['approval']>;

/** Who approved which version, and whether the transcript has changed since. */
export function ApprovalNote({ approval }: { approval: Approval }) {
  const who = approval.approvedBy?.name ?? 'A reviewer';
  return (
    <Alert.Root status={approval.changedSince ? 'warning' : 'success'} size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {who} approved the version marked “Approved” on {formatUpdated(approval.approvedAt)}
          {approval.changedSince ? ': changed since approval.' : '.'}
        </Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}
