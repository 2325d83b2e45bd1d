import { Badge } from '@chakra-ui/react';

/** A transcript's approval as the list shows it: approved, or changed since (a later version exists). */
export function ApprovalBadge({ approval }: { approval: { changedSince: boolean } | null | undefined }) {
  if (!approval) return null;
  return approval.changedSince ? (
    <Badge colorPalette="orange" size="sm">
      Changed since approval
    </Badge>
  ) : (
    <Badge colorPalette="green" size="sm">
      Approved
    </Badge>
  );
}
