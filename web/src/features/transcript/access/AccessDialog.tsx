import { Button, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
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
import { teammateChoice, teammateName } from '../../../lib/teammates.ts';
import { SelectField } from '../../../components/SelectField.tsx';
import { useRefusal } from '../../../lib/use-refusal.ts';

type Teammate = TranscriptAccessQuery['teammates'][number];

interface AccessDialogProps {
  transcriptId: string;
  onClose: () => void;
}

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
  const { refusal, run } = useRefusal();
  const transcript = data?.transcript;
  const teammates = data?.teammates ?? [];
  const byId = new Map(teammates.map((person) => [person.id, person]));

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
                        {teammateName(byId.get(each.userId))}
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
        <SelectField flex="2" minW="12rem" label="Add a person" name="Person" value={userId} none="Choose…" choices={candidates.map(teammateChoice)} onChange={setUserId} />
        <SelectField
          flex="1"
          minW="8rem"
          label="As"
          name="Role on this transcript"
          value={chosenRole}
          disabled={!person}
          choices={roles.map((each) => ({ value: each, label: ROLE_NAMES[each] }))}
          onChange={setRole}
        />
        <Button type="submit" colorPalette="brand" loading={busy} disabled={!person}>
          Share
        </Button>
      </HStack>
    </form>
  );
}
