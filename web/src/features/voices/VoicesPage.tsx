import { Button, Container, HStack, Heading, Input, Link as StyledLink, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useDeleteVoiceMutation, useForgetVoiceInterviewMutation, useRenameVoiceMutation, useVoicesQuery, type VoiceRowFragment } from '../../graphql/generated.ts';
import { notify } from '../../components/Toaster.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { speechOf, voiceSource } from '../../lib/voices.ts';
import { mayChange, ReadOnlyContext, useReadOnly, useWhoAmI } from '../../lib/who-am-i.ts';
import { LibraryNaming } from './LibraryNaming.tsx';

type Voice = VoiceRowFragment;
type Interview = Voice['rememberedFrom'][number];

/** Route /voices: the remembered voices, each with where it came from; rename or delete one; name the library's speakers. */
export function VoicesPage() {
  const [{ data, fetching, error }, refetch] = useVoicesQuery({ requestPolicy: 'cache-and-network' });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  // A viewer reads the voices; renaming, deleting and naming speakers are edits (the server refuses them anyway).
  const changes = mayChange(useWhoAmI());
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Heading as="h2" size="2xl" mb="2">
        Voices
      </Heading>
      <Text color="fg.muted" mb="6">
        Speakers whose voice was remembered (“Remember this voice as…” in a transcript’s Speakers) are named by voice in new
        transcripts; transcripts made before are named on asking (“Look through the library” here, or “Name speakers by
        voice” in one’s Speakers). Deleting a voice erases its voiceprints from this server; backups made before keep it
        until they age out.
      </Text>
      {error && <Text color="fg.error">{errorMessage(error)}</Text>}
      {data && !data.voicesEnabled && <Text>Known voices are turned off on this server (TAPESCRIPT_VOICES=off).</Text>}
      {data?.voicesEnabled && data.voices.length === 0 && !fetching && (
        <Text>No voice is remembered yet: open a transcript, then Speakers, and choose “Remember this voice as…” beside a speaker.</Text>
      )}
      {data?.voicesEnabled && data.voices.length > 0 && (
        <ReadOnlyContext.Provider value={!changes}>
          <Stack as="ul" aria-label="Remembered voices" gap="3" listStyleType="none">
            {data.voices.map((voice) => (
              <VoiceRow key={voice.id} voice={voice} onChanged={reload} />
            ))}
          </Stack>
        </ReadOnlyContext.Provider>
      )}
      {data?.voicesEnabled && data.voices.length > 0 && changes && <LibraryNaming />}
    </Container>
  );
}

function VoiceRow({ voice, onChanged }: { voice: Voice; onChanged: () => void }) {
  const [name, setName] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [{ fetching: renaming }, rename] = useRenameVoiceMutation();
  const [{ fetching: deleting }, remove] = useDeleteVoiceMutation();
  const readOnly = useReadOnly();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const to = name?.trim() ?? '';
    if (!to || to === voice.name) return setName(null);
    const result = await rename({ id: voice.id, name: to });
    if (result.error) return notify('error', 'The voice was not renamed', errorMessage(result.error));
    setName(null);
  };

  const erase = async () => {
    const result = await remove({ id: voice.id });
    if (result.error) return notify('error', 'The voice was not deleted', errorMessage(result.error));
    notify('success', `Deleted the voice ${voice.name}`);
    onChanged();
  };

  return (
    <HStack as="li" gap="3" borderWidth="1px" borderRadius="md" p="3" flexWrap="wrap" alignItems="flex-start">
      {name === null ? (
        <>
          <Stack gap="0" flex="1" minW="12rem">
            <Text fontWeight="medium">{voice.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {voiceSource(voice)}
            </Text>
            <Stack as="ul" aria-label={`Interviews of ${voice.name}`} gap="1" mt="2" listStyleType="none">
              {voice.rememberedFrom.map((interview) => (
                <InterviewRow key={interview.transcriptId} voice={voice} interview={interview} />
              ))}
            </Stack>
          </Stack>
          {readOnly ? null : confirming ? (
            // A line of its own: the voice's name and interviews keep their width while it is asked.
            <HStack gap="2" flexBasis="100%" justify="flex-end">
              <Text fontSize="sm">Delete {voice.name} and its voiceprints?</Text>
              <Button size="xs" colorPalette="red" loading={deleting} onClick={() => void erase()}>
                Delete
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setConfirming(false)} disabled={deleting}>
                Cancel
              </Button>
            </HStack>
          ) : (
            <HStack gap="2">
              <Button size="xs" variant="outline" onClick={() => setName(voice.name)} aria-label={`Rename the voice ${voice.name}`}>
                Rename
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} aria-label={`Delete the voice ${voice.name}`}>
                Delete
              </Button>
            </HStack>
          )}
        </>
      ) : (
        <HStack as="form" gap="2" flex="1" onSubmit={(event) => void submit(event)}>
          <Input size="sm" autoFocus value={name} onChange={(event) => setName(event.target.value)} aria-label={`New name for the voice ${voice.name}`} maxLength={100} />
          <Button size="xs" type="submit" colorPalette="brand" loading={renaming}>
            Save
          </Button>
          <Button size="xs" variant="ghost" onClick={() => setName(null)} disabled={renaming}>
            Cancel
          </Button>
        </HStack>
      )}
    </HStack>
  );
}

/** One interview a voice was remembered from; one of several can be taken out (say, added by mistake). */
function InterviewRow({ voice, interview }: { voice: Voice; interview: Interview }) {
  const [confirming, setConfirming] = useState(false);
  const [{ fetching }, forget] = useForgetVoiceInterviewMutation();
  const readOnly = useReadOnly();
  const title = interview.title ?? 'A transcript no longer stored';

  const takeOut = async () => {
    const result = await forget({ voiceId: voice.id, transcriptId: interview.transcriptId });
    if (result.error) return notify('error', 'The interview was not taken out', errorMessage(result.error));
    notify('success', `${title} is no longer part of the voice ${voice.name}`);
  };

  return (
    <HStack as="li" gap="2" fontSize="sm" flexWrap="wrap">
      {interview.title === null ? (
        <Text>{title}</Text>
      ) : (
        <StyledLink asChild colorPalette="brand">
          <Link to={`/transcript/${interview.transcriptId}`}>{title}</Link>
        </StyledLink>
      )}
      <Text color="fg.muted">
        {interview.speaker}, {speechOf(interview.speechSeconds)}
      </Text>
      {voice.interviews > 1 &&
        !readOnly &&
        (confirming ? (
          <HStack gap="2" ms="auto">
            <Text>Take it out of {voice.name}?</Text>
            <Button size="2xs" colorPalette="red" loading={fetching} onClick={() => void takeOut()}>
              Take out
            </Button>
            <Button size="2xs" variant="ghost" onClick={() => setConfirming(false)} disabled={fetching}>
              Cancel
            </Button>
          </HStack>
        ) : (
          <Button size="2xs" variant="ghost" ms="auto" onClick={() => setConfirming(true)} aria-label={`Take ${title} out of the voice ${voice.name}`}>
            Take out
          </Button>
        ))}
    </HStack>
  );
}
