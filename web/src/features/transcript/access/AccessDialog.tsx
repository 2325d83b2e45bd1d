import { Button, Field, HStack, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { CombinedError } from 'urql';
import { ClosableDialog } from '../../../components/ClosableDialog.tsx';
import {
  useSetTranscriptAccessMutation,
  useShareTranscriptMutation,
  useTranscriptAccessQuery,
  useUnshareTranscriptMutation,
  type Role,
  type TranscriptAccessQuery,
  type TranscriptVisibility,
} from '../../../graphql/generated.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { ROLE_NAMES, rolesUpTo } from '../../../lib/roles.ts';

type Teammate = TranscriptAccessQuery['teammates'][number];

interface AccessDialogProps {
  transcriptId: string;
  onClose: () => void;
}

const nameOf = (person: Teammate | undefined) => (person ? person.name || person.email : 'Someone no longer on the team');

/**
 * Who sees a transcript (its creator and owners; README "Private transcripts"): the team, or only its creator, the
 * people it is shared with and owners. A share's role is at most the person's own, as the server enforces; what the
 * server refuses is shown as it says it.
 */
export function AccessDialog({ transcriptId, onClose }: AccessDialogProps) {
  const [{ data, error }] = useTranscriptAccessQuery({ variables: { id: transcriptId }, requestPolicy: 'cache-and-network' });
  const [{ fetching: changing }, setAccess] = useSetTranscriptAccessMutation();
  const [{ fetching: sharing }, share] = useShareTranscriptMutation();
  const [, unshare] = useUnshareTranscriptMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const transcript = data?.transcript;
  const teammates = data?.teammates ?? [];
  const byId = new Map(teammates.map((person) => [person.id, person]));

  /** Runs a change; the server's refusal (if any) is shown until the next change. */
  const run = async (change: () => Promise<{ error?: CombinedError }>) => {
    setRefusal(null);
    const result = await change();
    if (result.error) setRefusal(errorMessage(result.error));
  };
  const choose = (visibility: TranscriptVisibility) => void run(() => setAccess({ id: transcriptId, visibility }));

  return (
    <ClosableDialog open onClose={onClose} title="Who sees this transcript" scrollInside>
      {error && !transcript && <Text color="fg.error">{errorMessage(error)}</Text>}
      {transcript && (
        <Stack gap="5">
          <RadioGroup.Root value={transcript.visibility} onValueChange={({ value }) => value && choose(value as TranscriptVisibility)} disabled={changing} aria-label="Who sees it">
            <Stack gap="3">
              <Choice value="TEAM" label="Team" hint="Everyone signed in who may read." />
              <Choice value="PRIVATE" label="Private" hint="Only its creator, the people below, and owners. For everyone else it does not exist." />
            </Stack>
          </RadioGroup.Root>
          {transcript.visibility === 'PRIVATE' && (
            <Stack gap="3">
              <Text fontWeight="medium">Shared with</Text>
              {transcript.shares.length === 0 && <Text color="fg.muted">Nobody yet.</Text>}
              <Stack as="ul" gap="2" listStyleType="none" aria-label="Shared with">
                {transcript.shares.map((each) => (
                  <HStack as="li" key={each.userId} justify="space-between" borderWidth="1px" rounded="md" px="3" py="2" gap="3">
                    <Stack gap="0" minW="0">
                      <Text fontWeight="medium" truncate>
                        {nameOf(byId.get(each.userId))}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {ROLE_NAMES[each.role]} on this transcript
                      </Text>
                    </Stack>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => void run(() => unshare({ transcriptId, userId: each.userId }))}>
                      Remove
                    </Button>
                  </HStack>
                ))}
              </Stack>
              <AddPerson
                candidates={teammates.filter((person) => person.role !== 'OWNER' && person.id !== transcript.createdBy?.userId && !transcript.shares.some((each) => each.userId === person.id))}
                busy={sharing}
                onAdd={(userId, role) => void run(() => share({ transcriptId, userId, role }))}
              />
            </Stack>
          )}
          {refusal && (
            <Text role="alert" color="fg.error">
              {refusal}
            </Text>
          )}
        </Stack>
      )}
    </ClosableDialog>
  );
}

function Choice({ value, label, hint }: { value: TranscriptVisibility; label: string; hint: string }) {
  return (
    <RadioGroup.Item value={value} alignItems="flex-start">
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator />
      <Stack gap="0">
        <RadioGroup.ItemText fontWeight="medium">{label}</RadioGroup.ItemText>
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      </Stack>
    </RadioGroup.Item>
  );
}

interface AddPersonProps {
  /** Teammates it may be shared with: not its creator, not owners (who see every transcript), not shared with yet. */
  candidates: Teammate[];
  busy: boolean;
  onAdd: (userId: string, role: Role) => void;
}

/** A person and their role on the transcript, offered up to their own role. */
function AddPerson({ candidates, busy, onAdd }: AddPersonProps) {
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<Role>('VIEWER');
  const person = candidates.find((each) => each.id === userId);
  const roles = person ? rolesUpTo(person.role) : (['VIEWER'] as Role[]);
  const chosenRole = roles.includes(role) ? role : roles[roles.length - 1];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!person) return;
    onAdd(person.id, chosenRole);
    setUserId('');
  };
  if (candidates.length === 0) return <Text color="fg.muted">Everyone else on the team is an owner or has it already: owners see every transcript.</Text>;
  return (
    <form onSubmit={submit} aria-label="Add a person">
      <HStack gap="3" align="flex-end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <Field.Root flex="2" minW="12rem">
          <Field.Label>Add a person</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field aria-label="Person" value={userId} onChange={(event) => setUserId(event.target.value)}>
              <option value="">Choose…</option>
              {candidates.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name ? `${each.name} (${each.email})` : each.email}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" minW="8rem">
          <Field.Label>As</Field.Label>
          <NativeSelect.Root disabled={!person}>
            <NativeSelect.Field aria-label="Role on this transcript" value={chosenRole} onChange={(event) => setRole(event.target.value as Role)}>
              {roles.map((each) => (
                <option key={each} value={each}>
                  {ROLE_NAMES[each]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={!person}>
          Share
        </Button>
      </HStack>
    </form>
  );
}
