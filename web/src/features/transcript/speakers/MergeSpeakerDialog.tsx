import { Button, HStack, Text } from '@chakra-ui/react';
import { useContext } from 'react';
import { ClosableDialog } from '../../../components/ClosableDialog.tsx';
import { SpeakerDot } from './SpeakerDot.tsx';
import { colorOf, SpeakerColorsContext } from './speaker-colors.ts';

export interface MergeQuestion {
  /** The segment merged onto the one before it. */
  segmentId: string;
  previousSpeaker: string | null;
  speaker: string;
}

interface MergeSpeakerDialogProps {
  question: MergeQuestion | null;
  onMerge: (segmentId: string, speaker: string | undefined) => void;
  onClose: () => void;
}

/** Merging two segments of different speakers: whose words is the merged text? */
export function MergeSpeakerDialog({ question, onMerge, onClose }: MergeSpeakerDialogProps) {
  const colors = useContext(SpeakerColorsContext);
  const choose = (speaker: string | undefined) => {
    if (question) onMerge(question.segmentId, speaker);
    onClose();
  };
  const previous = question?.previousSpeaker ?? 'Unknown speaker';
  return (
    <ClosableDialog open={question !== null} onClose={onClose} title="Merge segments of two speakers" size="sm">
      <Text mb="4">The two segments have different speakers. Who says the merged text?</Text>
      <HStack gap="2" wrap="wrap" role="group" aria-label="Speaker of the merged segment">
        <Button variant="outline" onClick={() => choose(undefined)}>
          <SpeakerDot color={colorOf(colors, question?.previousSpeaker ?? null)} />
          {previous}
        </Button>
        <Button variant="outline" onClick={() => choose(question?.speaker)}>
          <SpeakerDot color={colorOf(colors, question?.speaker ?? null)} />
          {question?.speaker}
        </Button>
      </HStack>
    </ClosableDialog>
  );
}
