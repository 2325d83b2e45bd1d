import { Button, HStack, Text } from '@chakra-ui/react';
import { useSpeakerColor } from './speaker-colors.ts';
import { SpeakerDot } from './SpeakerDot.tsx';

interface SuggestedVoiceProps {
  speaker: string;
  name: string;
  score: number;
  busy: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}

/**
 * A speaker left unnamed that might be a remembered voice (heard in another language, say): the person confirms it,
 * which names the speaker and teaches the voice this interview, or turns it down.
 */
export function SuggestedVoice({ speaker, name, score, busy, onAccept, onDismiss }: SuggestedVoiceProps) {
  const color = useSpeakerColor(speaker);
  return (
    <HStack as="li" gap="2" fontSize="sm" wrap="wrap">
      <SpeakerDot color={color} />
      <Text fontWeight="medium">{speaker}</Text>
      <Text color="fg.muted">
        might be {name} ({score.toFixed(2)})
      </Text>
      {/* The answers wrap together on a narrow screen; each one's name starts with what it shows (WCAG 2.5.3). */}
      <HStack gap="2">
        <Button size="xs" variant="outline" loading={busy} onClick={onAccept} aria-label={`It is ${name} (${speaker})`}>
          It is {name}
        </Button>
        <Button size="xs" variant="ghost" disabled={busy} onClick={onDismiss} aria-label={`Not ${name} (${speaker})`}>
          Not {name}
        </Button>
      </HStack>
    </HStack>
  );
}
