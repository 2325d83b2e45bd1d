import { Text } from '@chakra-ui/react';
import { useTranscriptAudioRemovedQuery } from '../../../graphql/generated.ts';
import { formatUpdated } from '../../../lib/dates.ts';

/**
 * In the player's place for a transcript without audio: when the retention policy removed it, says so and when
 * (asked only then, so a transcript with audio costs no request); otherwise nothing.
 */
export function AudioRemovedNotice({ id }: { id: string }) {
  const [{ data }] = useTranscriptAudioRemovedQuery({ variables: { id } });
  const removedAt = data?.transcript?.audioRemovedAt;
  if (!removedAt) return null;
  return (
    <Text role="status" color="fg.muted" textAlign="center" py="3" borderTopWidth="1px">
      The audio was removed by the library’s retention policy on {formatUpdated(removedAt)}; the transcript is kept.
    </Text>
  );
}
