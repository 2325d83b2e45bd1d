import { Button, HStack, Text } from '@chakra-ui/react';
import { useNameByVoiceStateQuery, useNameSpeakersByVoiceMutation } from '../../../graphql/generated.ts';
import { notify } from '../../../components/Toaster.tsx';
import { useReadOnly } from '../../../lib/who-am-i.ts';
import type { RunChange } from '../editing/editor-session.ts';
import { isNumberedSpeaker } from '../../../../../shared/speaker-labels.ts';
import type { SpeakerCount } from './speakers.ts';

interface NameByVoiceProps {
  transcriptId: string;
  speakers: readonly SpeakerCount[];
  change: RunChange;
}

/**
 * For a transcript made before its voices were remembered: its speakers still called "Speaker N" compared with the
 * voices remembered now, as a new transcription's are. Shown while there are both.
 */
export function NameByVoice({ transcriptId, speakers, change }: NameByVoiceProps) {
  const [{ data }] = useNameByVoiceStateQuery();
  const [naming, name] = useNameSpeakersByVoiceMutation();
  const readOnly = useReadOnly();
  const numbered = speakers.filter((speaker) => isNumberedSpeaker(speaker.name));
  if (readOnly || !data?.voicesEnabled || data.voices.length === 0 || numbered.length === 0) return null;

  const run = async () => {
    const done = await change(() => name({ transcriptId }), (result) => result.nameSpeakersByVoice.transcript.versionId ?? null, 'name speakers by voice');
    if (!done) return;
    const { named, offered, comparedBefore } = done.nameSpeakersByVoice;
    if (named.length === 0 && offered.length === 0) {
      const left = numbered.map((speaker) => speaker.name);
      const keep = left.length === 1 ? `${left[0]} keeps its label` : `${left.join(', ')} keep their labels`;
      if (comparedBefore) notify('info', 'Compared with these voices before', `No voice was remembered or taken out since, so ${keep}.`);
      else notify('info', 'No remembered voice was found', `${keep}.`);
      return;
    }
    const lines = [
      ...named.map((entry) => `${entry.label} is ${entry.voice.name} (${entry.score.toFixed(2)}).`),
      ...offered.map((entry) => `${entry.speaker} might be ${entry.voice.name}: confirm it above the segments.`),
    ];
    notify('success', named.length ? `Named ${named.length} of ${numbered.length} speakers by voice` : 'A voice to confirm', lines.join(' '));
  };

  return (
    <HStack gap="3" wrap="wrap" mb="4" p="3" borderWidth="1px" borderRadius="md">
      <Text fontSize="sm" flex="1" minW="14rem">
        Compare the speakers still called “Speaker N” with the voices remembered now, as a new transcript’s are.
      </Text>
      <Button size="sm" variant="outline" loading={naming.fetching} onClick={() => void run()}>
        Name speakers by voice
      </Button>
    </HStack>
  );
}
