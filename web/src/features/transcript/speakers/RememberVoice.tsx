import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useRememberVoiceMutation, useVoicesEnabledQuery } from '../../../graphql/generated.ts';
import { notify } from '../../../components/Toaster.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { voiceSource } from '../../../lib/voices.ts';
import { isNumberedSpeaker } from '../../../../../shared/speaker-labels.ts';

/** A refusal the person can overrule: with `name`, by remembering the speech under that voice; without, with sameVoice. */
interface Doubt {
  text: string;
  name?: string;
}

/**
 * The refusals that come with an answer: unlike the voice under the name (it is the same person after all), or like
 * another remembered voice (it is that voice). The server's advice to integrators is left out of the text.
 */
function doubtOf(extensions: Record<string, unknown> | undefined, message: string): Doubt | null {
  if (extensions?.reason === 'UNLIKE_REMEMBERED_VOICE') return { text: message.replace(/ If it is the same person.*$/, '') };
  if (extensions?.reason === 'SOUNDS_LIKE_REMEMBERED_VOICE' && typeof extensions.voiceName === 'string') {
    return { text: message.replace(/ If it is that person[^.]*\./, ''), name: extensions.voiceName };
  }
  return null;
}

interface RememberVoiceProps {
  transcriptId: string;
  speaker: string;
  /**
   * Gives a numbered speaker the voice's name in this transcript too, once remembered; whether it did (not when
   * another speaker already has the name, which would merge the two).
   */
  nameHere?: (name: string) => Promise<boolean>;
  /** The voice's name when this speaker's voice is remembered already: said, instead of offering it again. */
  rememberedAs?: string;
  onRemembered?: () => void;
}

/**
 * "Remember this voice as…": the speaker's voice, remembered under a name, names it in later transcripts; a
 * "Speaker 2" takes the name here as well. A voice remembered already says so ("Remembered as Ada").
 */
export function RememberVoice({ transcriptId, speaker, nameHere, rememberedAs, onRemembered }: RememberVoiceProps) {
  const [{ data }] = useVoicesEnabledQuery();
  const [{ fetching }, remember] = useRememberVoiceMutation();
  const [name, setName] = useState<string | null>(null);
  /** The server's doubt about the name, which the person may answer with the button it offers. */
  const [doubt, setDoubt] = useState<Doubt | null>(null);
  if (!data?.voicesEnabled) return null;

  const rememberAs = async (chosen: string, sameVoice: boolean) => {
    if (!chosen) return;
    const result = await remember({ transcriptId, speaker, name: chosen, sameVoice });
    if (result.error) {
      const doubted = doubtOf(result.error.graphQLErrors[0]?.extensions, errorMessage(result.error));
      return doubted ? setDoubt(doubted) : notify('error', 'The voice was not remembered', errorMessage(result.error));
    }
    const voice = result.data!.rememberVoice;
    setName(null);
    setDoubt(null);
    const named = isNumberedSpeaker(speaker) && nameHere ? await nameHere(voice.name) : false;
    onRemembered?.();
    notify('success', `Remembered ${speaker}’s voice as ${voice.name}`, `From ${voiceSource(voice)}.${named ? ` ${speaker} is ${voice.name} in this transcript too.` : ''}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void rememberAs(name?.trim() ?? '', false);
  };
  const cancel = () => {
    setName(null);
    setDoubt(null);
  };

  if (doubt !== null) {
    return (
      <Stack gap="2" role="alert">
        <Text fontSize="sm">{doubt.text}</Text>
        <HStack gap="2" wrap="wrap">
          <Button size="xs" colorPalette="brand" loading={fetching} onClick={() => void rememberAs(doubt.name ?? name?.trim() ?? '', doubt.name === undefined)}>
            {doubt.name === undefined ? 'It is the same person (another language or microphone)' : `Remember as ${doubt.name}`}
          </Button>
          <Button size="xs" variant="ghost" onClick={cancel} disabled={fetching}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    );
  }

  if (rememberedAs !== undefined && name === null) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Remembered as {rememberedAs}
      </Text>
    );
  }
  if (name === null) {
    // A numbered label is no name to remember a voice by; a name the speaker already has is.
    return (
      <Button size="xs" variant="ghost" onClick={() => setName(isNumberedSpeaker(speaker) ? '' : speaker)} aria-label={`Remember this voice as… (${speaker})`}>
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
