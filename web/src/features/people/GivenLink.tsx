import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { notify } from '../../components/Toaster.tsx';
import { formatUpdated } from '../../lib/dates.ts';

export interface Given {
  url: string;
  expiresAt: string;
  emailed: boolean;
  mailProblem?: string | null;
}

interface GivenLinkProps {
  given: Given;
  /** Whom it is for, and what it does: "the invitation for ann@example.org". */
  what: string;
  to: string;
}

/** A single-use link just made: to copy (it is shown only now), and whether it was emailed too. */
export function GivenLink({ given, what, to }: GivenLinkProps) {
  return (
    <Stack gap="1" borderWidth="1px" rounded="md" p="3" bg="bg.subtle" role="group" aria-label={what}>
      <Text fontSize="sm">
        {given.emailed ? `Sent by email to ${to}. ` : 'Give this link to them. '}
        It works once, until {formatUpdated(given.expiresAt)}, and is shown only now.
      </Text>
      {given.mailProblem && (
        <Text fontSize="sm" color="fg.error">
          {given.mailProblem}
        </Text>
      )}
      <HStack>
        <Input size="sm" readOnly value={given.url} aria-label={`Link: ${what}`} onFocus={(event) => event.currentTarget.select()} />
        <Button size="sm" onClick={() => void navigator.clipboard?.writeText(given.url).then(() => notify('success', 'Link copied'))}>
          Copy
        </Button>
      </HStack>
    </Stack>
  );
}
