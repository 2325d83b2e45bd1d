import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import {
  useAcceptVoiceSuggestionMutation,
  useDismissVoiceSuggestionMutation,
  useForgetRecognitionMutation,
  useRecognizedSpeakersQuery,
  type SpeakersByVoiceFragment,
} from '../../../graphql/generated.ts';
import { notify } from '../../../components/Toaster.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useReadOnly } from '../../../lib/who-am-i.ts';
import type { RunChange } from '../editing/editor-session.ts';
import type { Reverse } from '../editing/undo-history.ts';
import { useSpeakerColor } from './speaker-colors.ts';
import { SpeakerDot } from './SpeakerDot.tsx';
import { SuggestedVoice } from './SuggestedVoice.tsx';

type RecognizedSpeaker = SpeakersByVoiceFragment['recognizedSpeakers'][number];

interface RecognizedSpeakersProps {
  transcriptId: string;
  /** The current version: a new one may have renamed a recognised speaker (or brought one back). */
  versionId: string | null;
  change: RunChange;
}

/**
 * The speakers this transcript named by voice, each with its score and a one-click undo of the name; and the speakers
 * left unnamed that might be a remembered voice, to confirm or turn down.
 */
export function RecognizedSpeakers({ transcriptId, versionId, change }: RecognizedSpeakersProps) {
  const [{ data }, refetch] = useRecognizedSpeakersQuery({ variables: { id: transcriptId } });
  const [, forget] = useForgetRecognitionMutation();
  const [accepting, accept] = useAcceptVoiceSuggestionMutation();
  const [dismissing, dismiss] = useDismissVoiceSuggestionMutation();
  useEffect(() => {
    if (versionId) refetch({ requestPolicy: 'network-only' });
  }, [versionId, refetch]);
  // A reader sees the names, and neither undoes them nor answers the offers.
  const readOnly = useReadOnly();
  const enabled = data?.voicesEnabled === true;
  const recognized = enabled ? (data.transcript?.recognizedSpeakers ?? []) : [];
  const suggested = enabled && !readOnly ? (data.transcript?.voiceSuggestions ?? []) : [];
  if (recognized.length === 0 && suggested.length === 0) return null;

  const forgetName = (speaker: string, label: string | null, reverse?: Reverse) =>
    change(() => forget({ transcriptId, speaker }), (result) => result.forgetRecognition.versionId ?? null, label, reverse);
  const acceptOffer = (speaker: string, label: string | null, reverse?: Reverse) =>
    change(() => accept({ transcriptId, speaker }), (result) => result.acceptVoiceSuggestion.transcript.versionId ?? null, label, reverse);
  // A confirmation also taught the voice this interview: it is undone, and redone, by the calls that do both.
  const confirmation = (name: string, speaker: string): Reverse => ({
    undo: async () => (await forgetName(name, null)) !== null,
    redo: async () => (await acceptOffer(speaker, null)) !== null,
  });

  const undo = async ({ speaker, label, confirmed, interviewAdded, voice }: RecognizedSpeaker) => {
    const done = await forgetName(speaker, 'undo voice recognition', confirmed ? reversed(confirmation(speaker, label)) : undefined);
    if (done) notify('success', `${speaker} is ${label} again`, interviewAdded ? `This interview was taken out of the voice ${voice.name}.` : undefined);
  };
  const confirm = async (speaker: string, name: string) => {
    const done = await acceptOffer(speaker, 'name speaker by voice', confirmation(name, speaker));
    if (!done) return;
    const { voice, interviewAdded, notAddedReason } = done.acceptVoiceSuggestion;
    notify(
      'success',
      `${speaker} is ${voice.name}`,
      interviewAdded ? `This interview was added to the voice ${voice.name}, so recordings like it are named too.` : `The voice ${voice.name} was left as it was: ${notAddedReason}`,
    );
  };
  const turnDown = async (speaker: string) => {
    const result = await dismiss({ transcriptId, speaker });
    if (result.error) notify('error', 'The suggestion was not turned down', errorMessage(result.error));
  };

  return (
    <Stack as="ul" aria-label="Speakers recognised by voice" gap="1" listStyleType="none" mb="4">
      {recognized.map((entry) => (
        <Recognized key={entry.speaker} entry={entry} onUndo={readOnly ? null : () => void undo(entry)} />
      ))}
      {suggested.map((entry) => (
        <SuggestedVoice
          key={entry.speaker}
          speaker={entry.speaker}
          name={entry.voice.name}
          score={entry.score}
          busy={accepting.fetching || dismissing.fetching}
          onAccept={() => void confirm(entry.speaker, entry.voice.name)}
          onDismiss={() => void turnDown(entry.speaker)}
        />
      ))}
    </Stack>
  );
}

/**
 * One named speaker: the label it had ("Speaker 2", what Undo gives back) recognised as the voice (or confirmed as it,
 * from an offer), with the colour the segments show it in. (Its current name would repeat the voice's: "ETRM
 * recognised as ETRM".)
 */
function Recognized({ entry, onUndo }: { entry: RecognizedSpeaker; onUndo: (() => void) | null }) {
  const color = useSpeakerColor(entry.speaker);
  return (
    <HStack as="li" gap="2" fontSize="sm">
      <SpeakerDot color={color} />
      <Text fontWeight="medium">{entry.label}</Text>
      <Text color="fg.muted">
        {entry.confirmed ? 'confirmed' : 'recognised'} as {entry.voice.name} ({entry.score.toFixed(2)})
      </Text>
      {onUndo && (
        <Button size="xs" variant="ghost" onClick={onUndo} aria-label={`Undo the name ${entry.speaker}`}>
          Undo
        </Button>
      )}
    </HStack>
  );
}

/** Undoing a step that is itself the undo of a confirmation confirms again. */
const reversed = ({ undo, redo }: Reverse): Reverse => ({ undo: redo, redo: undo });
