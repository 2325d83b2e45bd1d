import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useRememberVoiceMutation, useVoicesEnabledQuery } from '../../../graphql/generated.ts';
import { notify } from '../../../components/Toaster.tsx';
import { errorMessage } from '../../../lib/errors.ts';

/** A numbered label is no name to remember a voice by; a name the speaker already has is. */
const NUMBERED = /^Speaker \d+$/;

/** "Remember this voice as…": the speaker's voice, remembered under a name, names it in later transcripts. */
export function RememberVoice({ transcriptId, speaker }: { transcriptId: string; speaker: string }) {
  const [{ data }] = useVoicesEnabledQuery();
  const [{ fetching }, remember] = useRememberVoiceMutation();
  const [name, setName] = useState<string | null>(null);
  /** The server's doubt that this is the voice remembered under the name, which the person may overrule. */
  const [unlike, setUnlike] = useState<string | null>(null);
  if (!data?.voicesEnabled) return null;

  const rememberAs = async (sameVoice: boolean) => {
    const chosen = name?.trim() ?? '';
    if (!chosen) return;
    const result = await remember({ transcriptId, speaker, name: chosen, sameVoice });
    if (result.error) {
      if (result.error.graphQLErrors[0]?.extensions?.reason === 'UNLIKE_REMEMBERED_VOICE') return setUnlike(errorMessage(result.error));
      return notify('error', 'The voice was not remembered', errorMessage(result.error));
    }
    const voice = result.data!.rememberVoice;
    notify('success', `Remembered ${speaker}’s voice as ${voice.name}`, `From ${voice.interviews} ${voice.interviews === 1 ? 'interview' : 'interviews'}, ${Math.round(voice.speechSeconds)} s of speech.`);
    setName(null);
    setUnlike(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void rememberAs(false);
  };
  const cancel = () => {
    setName(null);
    setUnlike(null);
  };

  if (unlike !== null) {
    return (
      <Stack gap="2" role="alert">
        <Text fontSize="sm">{unlike.replace(/ If it is the same person.*$/, '')}</Text>
        <HStack gap="2" wrap="wrap">
          <Button size="xs" colorPalette="brand" loading={fetching} onClick={() => void rememberAs(true)}>
            It is the same person (another language or microphone)
          </Button>
          <Button size="xs" variant="ghost" onClick={cancel} disabled={fetching}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    );
  }

  if (name === null) {
    return (
      <Button size="xs" variant="ghost" onClick={() => setName(NUMBERED.test(speaker) ? '' : speaker)} aria-label={`Remember this voice as… (${speaker})`}>
        Remember this voice as…
      </Button>
    );
  }
  return (
    <HStack as="form" gap="2" onSubmit={submit}>
      <Input size="sm" autoFocus value={name} placeholder="Name, e.g. ETRM" onChange={(event) => setName(event.target.value)} aria-label={`Name for the voice of ${speaker}`} maxLength={100} />
      <Button size="xs" type="submit" colorPalette="brand" loading={fetching} disabled={!name.trim()}>
        Remember
      </Button>
      <Button size="xs" variant="ghost" onClick={cancel} disabled={fetching}>
        Cancel
      </Button>
    </HStack>
  );
}
