import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { usePeopleQuery } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { managesPeople, useWhoAmI } from '../../lib/who-am-i.ts';
import { AuditLog } from './AuditLog.tsx';
import { InviteForm } from './InviteForm.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';
import { PersonRow } from './PersonRow.tsx';
import { RetentionForm } from './RetentionForm.tsx';

export const OWNERS_ONLY = 'Only owners manage people. Ask an owner of this Tapescript to invite someone or change a role.';

/** Route /people (owners): invite people, see and revoke pending invitations, change roles, disable, reset passwords, revoke tokens; retention; the audit log. */
export function PeoplePage() {
  const me = useWhoAmI();
  const owner = managesPeople(me);
  // Asked only of an owner: anyone else would read the server's refusal of the first field they may not see.
  const [{ data, error }, refetch] = usePeopleQuery({ requestPolicy: 'cache-and-network', pause: !owner });
  // Each change is in the audit log too: it loads again from its first page.
  const [changes, setChanges] = useState(0);
  const reload = () => {
    refetch({ requestPolicy: 'network-only' });
    setChanges((count) => count + 1);
  };
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Heading as="h2" size="2xl" mb="2">
        People
      </Heading>
      <Text color="fg.muted" mb="6">
        Everyone who signs in to this Tapescript, with what they may do. A change of role, disabling someone and revoking a
        token apply from their next request, on every open page.
      </Text>
      {me && !owner && <Text role="status">{OWNERS_ONLY}</Text>}
      {owner && error && <Text color="fg.error">{errorMessage(error)}</Text>}
      {owner && data && (
        <Stack gap="8">
          <InviteForm mailEnabled={data.mailEnabled} onInvited={reload} />
          <PendingInvitations invitations={data.invitations} onRevoked={reload} />
          <Stack gap="3" as="section" aria-labelledby="people-heading">
            <Heading as="h3" size="lg" id="people-heading">
              Everyone
            </Heading>
            <Stack as="ul" aria-label="People" gap="3" listStyleType="none">
              {data.users.map((person) => (
                <PersonRow key={person.id} person={person} isMe={person.id === me?.user?.id} onChanged={reload} />
              ))}
            </Stack>
          </Stack>
          <Stack gap="3" as="section" aria-labelledby="retention-heading">
            <Heading as="h3" size="lg" id="retention-heading">
              Retention
            </Heading>
            <RetentionForm />
          </Stack>
          <Stack gap="3" as="section" aria-labelledby="audit-heading">
            <Heading as="h3" size="lg" id="audit-heading">
              Audit log
            </Heading>
            <AuditLog key={changes} />
          </Stack>
        </Stack>
      )}
    </Container>
  );
}
