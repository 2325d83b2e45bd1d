import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useForgetRecognitionMutation, useRecognizedSpeakersQuery } from '../../../graphql/generated.ts';
import { notify } from '../../../components/Toaster.tsx';
import type { RunChange } from '../editing/useTranscriptEditor.ts';
import { useSpeakerColor } from './speaker-colors.ts';
import { SpeakerDot } from './SpeakerDot.tsx';

interface RecognizedSpeakersProps {
  transcriptId: string;
  /** The current version: a new one may have renamed a recognised speaker (or brought one back). */
  versionId: string | null;
  change: RunChange;
}

/** The speakers this transcript named by voice, each with its score and a one-click undo of the name. */
export function RecognizedSpeakers({ transcriptId, versionId, change }: RecognizedSpeakersProps) {
  const [{ data }, refetch] = useRecognizedSpeakersQuery({ variables: { id: transcriptId } });
  const [, forget] = useForgetRecognitionMutation();
  useEffect(() => {
    if (versionId) refetch({ requestPolicy: 'network-only' });
  }, [versionId, refetch]);
  const recognized = data?.voicesEnabled ? (data.transcript?.recognizedSpeakers ?? []) : [];
  if (recognized.length === 0) return null;

  const undo = async (speaker: string, label: string) => {
    const done = await change(() => forget({ transcriptId, speaker }), (result) => result.forgetRecognition.versionId ?? null, 'undo voice recognition');
    if (done) notify('success', `${speaker} is ${label} again`);
  };

  return (
    <Stack as="ul" aria-label="Speakers recognised by voice" gap="1" listStyleType="none" mb="4">
      {recognized.map((entry) => (
        <Recognized key={entry.speaker} speaker={entry.speaker} label={entry.label} name={entry.voice.name} score={entry.score} onUndo={() => void undo(entry.speaker, entry.label)} />
      ))}
    </Stack>
  );
}

/**
 * One named speaker: the label it had ("Speaker 2", what Undo gives back) recognised as the voice, with the colour the
 * segments show it in. (Its current name would repeat the voice's: "ETRM recognised as ETRM".)
 */
function Recognized({ speaker, label, name, score, onUndo }: { speaker: string; label: string; name: string; score: number; onUndo: () => void }) {
  const color = useSpeakerColor(speaker);
  return (
    <HStack as="li" gap="2" fontSize="sm">
      <SpeakerDot color={color} />
      <Text fontWeight="medium">{label}</Text>
      <Text color="fg.muted">
        recognised as {name} ({score.toFixed(2)})
      </Text>
      <Button size="xs" variant="ghost" onClick={onUndo} aria-label={`Undo the name ${speaker}`}>
        Undo
      </Button>
    </HStack>
  );
}
