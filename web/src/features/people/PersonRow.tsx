import { Badge, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../components/Toaster.tsx';
import {
  useCreatePasswordResetLinkMutation,
  useDisableUserMutation,
  useEnableUserMutation,
  useRevokeApiTokenMutation,
  useSetRoleMutation,
  type PersonFieldsFragment,
  type Role,
} from '../../graphql/generated.ts';
import { formatUpdated } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { GivenLink, type Given } from './GivenLink.tsx';
import { ROLE_NAMES } from '../../lib/roles.ts';

interface PersonRowProps {
  person: PersonFieldsFragment;
  /** The owner looking: they cannot disable themselves here. */
  isMe: boolean;
  onChanged: () => void;
}

/** One person: role, state, a reset link, disabling, and their API tokens to revoke. */
export function PersonRow({ person, isMe, onChanged }: PersonRowProps) {
  const [{ fetching: settingRole }, setRole] = useSetRoleMutation();
  const [{ fetching: disabling }, disable] = useDisableUserMutation();
  const [{ fetching: enabling }, enable] = useEnableUserMutation();
  const [{ fetching: resetting }, makeReset] = useCreatePasswordResetLinkMutation();
  const [reset, setReset] = useState<Given | null>(null);
  const who = person.name ? `${person.name} (${person.email})` : person.email;

  const changeRole = async (role: Role) => {
    const result = await setRole({ userId: person.id, role });
    if (result.error) return notify('error', 'The role was not changed', errorMessage(result.error));
    notify('success', `${person.name || person.email} is now ${ROLE_NAMES[role].toLowerCase()}`, 'It applies from their next request.');
    onChanged();
  };
  const toggle = async () => {
    const result = person.disabled ? await enable({ userId: person.id }) : await disable({ userId: person.id });
    if (result.error) return notify('error', person.disabled ? 'Not enabled' : 'Not disabled', errorMessage(result.error));
    notify('success', person.disabled ? `${person.email} may sign in again` : `${person.email} is signed out everywhere and cannot sign in`);
    onChanged();
  };
  const resetPassword = async () => {
    const result = await makeReset({ userId: person.id });
    if (result.error || !result.data) return notify('error', 'No reset link was made', errorMessage(result.error));
    setReset(result.data.createPasswordResetLink);
    onChanged();
  };

  return (
    <Stack as="li" gap="3" borderWidth="1px" borderRadius="md" p="3" aria-label={who}>
      <HStack gap="3" flexWrap="wrap">
        <Stack gap="0" flex="1" minW="12rem">
          <HStack gap="2">
            <Text fontWeight="medium">{person.name || person.email}</Text>
            {isMe && <Badge>You</Badge>}
            {person.disabled && <Badge colorPalette="red">Disabled</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {person.email} · since {formatUpdated(person.createdAt)}
          </Text>
        </Stack>
        <NativeSelect.Root size="sm" width="auto" disabled={settingRole}>
          <NativeSelect.Field aria-label={`Role of ${person.email}`} value={person.role} onChange={(event) => void changeRole(event.target.value as Role)}>
            {(Object.keys(ROLE_NAMES) as Role[]).map((role) => (
              <option key={role} value={role}>
                {ROLE_NAMES[role]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="2">
          <Button size="xs" variant="outline" loading={resetting} onClick={() => void resetPassword()} aria-label={`Reset password of ${person.email}`}>
            Reset password
          </Button>
          {!isMe && (
            <Button
              size="xs"
              variant="outline"
              colorPalette={person.disabled ? undefined : 'red'}
              loading={disabling || enabling}
              onClick={() => void toggle()}
              aria-label={`${person.disabled ? 'Enable' : 'Disable'} ${person.email}`}
            >
              {person.disabled ? 'Enable' : 'Disable'}
            </Button>
          )}
        </HStack>
      </HStack>
      {reset && <GivenLink given={reset} what={`Password reset link for ${person.email}`} to={person.email} />}
      {person.apiTokens.length > 0 && <ApiTokens person={person} onRevoked={onChanged} />}
    </Stack>
  );
}

function ApiTokens({ person, onRevoked }: { person: PersonFieldsFragment; onRevoked: () => void }) {
  const [, revoke] = useRevokeApiTokenMutation();
  const revokeToken = async (id: string, label: string) => {
    const result = await revoke({ id });
    if (result.error) return notify('error', 'The token was not revoked', errorMessage(result.error));
    notify('success', `Revoked “${label}”`, 'It stopped working at once.');
    onRevoked();
  };
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label={`API tokens of ${person.email}`} ps={{ md: '4' }}>
      {person.apiTokens.map((token) => (
        <HStack as="li" key={token.id} gap="3" fontSize="sm" flexWrap="wrap">
          <Text fontWeight="medium">{token.label}</Text>
          <Text color="fg.muted" flex="1">
            API token · {token.lastUsedAt ? `last used ${formatUpdated(token.lastUsedAt)}` : 'never used'}
            {token.expiresAt ? ` · until ${formatUpdated(token.expiresAt)}` : ''}
          </Text>
          <Button size="2xs" variant="outline" colorPalette="red" onClick={() => void revokeToken(token.id, token.label)} aria-label={`Revoke the token ${token.label} of ${person.email}`}>
            Revoke
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
