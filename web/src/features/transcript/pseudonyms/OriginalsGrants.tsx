import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { CombinedError } from 'urql';
import { useGrantOriginalsMutation, useOriginalsCandidatesQuery, useRevokeOriginalsMutation } from '../../../graphql/generated.ts';
import { SelectField } from '../../../components/SelectField.tsx';
import { teammateChoice, teammateName } from '../../../lib/teammates.ts';

interface OriginalsGrantsProps {
  transcriptId: string;
  /** The people (`User.id`) granted the names. */
  grants: readonly string[];
  run: (change: () => Promise<{ error?: CombinedError }>) => Promise<boolean>;
}

/** The viewers who read a pseudonymised transcript's names (grantOriginals): each revoked, or another added. */
export function OriginalsGrants({ transcriptId, grants, run }: OriginalsGrantsProps) {
  const [{ data }] = useOriginalsCandidatesQuery({ requestPolicy: 'cache-and-network' });
  const [{ fetching: granting }, grant] = useGrantOriginalsMutation();
  const [, revoke] = useRevokeOriginalsMutation();
  const [userId, setUserId] = useState('');
  const teammates = data?.teammates ?? [];
  const byId = new Map(teammates.map((person) => [person.id, person]));
  // Editors and owners read the names anyway: only viewers are worth granting.
  const candidates = teammates.filter((person) => person.role === 'VIEWER' && !grants.includes(person.id));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (userId && (await run(() => grant({ transcriptId, userId })))) setUserId('');
  };
  return (
    <Stack gap="3">
      {grants.length === 0 ? (
        <Text color="fg.muted">No viewer: every viewer reads the pseudonyms.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Viewers who read the names">
          {grants.map((granted) => (
            <HStack as="li" key={granted} justify="space-between" borderWidth="1px" rounded="md" px="3" py="2" gap="3">
              <Text fontWeight="medium" truncate>
                {teammateName(byId.get(granted))}
              </Text>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => void run(() => revoke({ transcriptId, userId: granted }))}>
                Revoke
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      {candidates.length > 0 && (
        <form onSubmit={(event) => void submit(event)} aria-label="Let a viewer read the names">
          <HStack gap="3" align="flex-end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <SelectField flex="1" minW="12rem" label="Let a viewer read the names" name="Viewer" value={userId} none="Choose…" choices={candidates.map(teammateChoice)} onChange={setUserId} />
            <Button type="submit" variant="outline" loading={granting} disabled={!userId}>
              Grant
            </Button>
          </HStack>
        </form>
      )}
    </Stack>
  );
}
