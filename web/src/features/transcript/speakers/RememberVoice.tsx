import { Button, HStack, Input } from '@chakra-ui/react';
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
  if (!data?.voicesEnabled) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = name?.trim() ?? '';
    if (!chosen) return;
    const result = await remember({ transcriptId, speaker, name: chosen });
    if (result.error) return notify('error', 'The voice was not remembered', errorMessage(result.error));
    const voice = result.data!.rememberVoice;
    notify('success', `Remembered ${speaker}’s voice as ${voice.name}`, `From ${voice.interviews} ${voice.interviews === 1 ? 'interview' : 'interviews'}, ${Math.round(voice.speechSeconds)} s of speech.`);
    setName(null);
  };

  if (name === null) {
    return (
      <Button size="xs" variant="ghost" onClick={() => setName(NUMBERED.test(speaker) ? '' : speaker)} aria-label={`Remember this voice as… (${speaker})`}>
        Remember this voice as…
      </Button>
    );
  }
  return (
    <HStack as="form" gap="2" onSubmit={(event) => void submit(event)}>
      <Input size="sm" autoFocus value={name} placeholder="Name, e.g. ETRM" onChange={(event) => setName(event.target.value)} aria-label={`Name for the voice of ${speaker}`} maxLength={100} />
      <Button size="xs" type="submit" colorPalette="brand" loading={fetching} disabled={!name.trim()}>
        Remember
      </Button>
      <Button size="xs" variant="ghost" onClick={() => setName(null)} disabled={fetching}>
        Cancel
      </Button>
    </HStack>
  );
}
