import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { notify } from '../../components/Toaster.tsx';
import { useRetentionQuery, useSetRetentionMutation } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';

/** A number of days as typed, or null for an empty field (keep for ever). */
const daysOf = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed));
const typedOf = (days: number | null | undefined): string => (days == null ? '' : String(days));

/**
 * How long the library keeps audio and transcripts (owners; README "Retention"). An empty field keeps for ever; the
 * server checks the range and says what it refuses.
 */
export function RetentionForm() {
  const [{ data, error }] = useRetentionQuery({ requestPolicy: 'cache-and-network' });
  const [{ fetching }, setRetention] = useSetRetentionMutation();
  const [audio, setAudio] = useState('');
  const [transcripts, setTranscripts] = useState('');
  const saved = data?.retention;
  useEffect(() => {
    setAudio(typedOf(saved?.audioDays));
    setTranscripts(typedOf(saved?.transcriptDays));
  }, [saved?.audioDays, saved?.transcriptDays]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await setRetention({ audioDays: daysOf(audio), transcriptDays: daysOf(transcripts) });
    if (result.error || !result.data) return notify('error', 'Retention was not changed', errorMessage(result.error));
    const { audioDays, transcriptDays } = result.data.setRetention;
    setAudio(typedOf(audioDays));
    setTranscripts(typedOf(transcriptDays));
    notify('success', 'Retention saved', 'The server applies it within the hour, and writes what it removes to the audit log.');
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="retention-heading">
      <Stack gap="3">
        <Text color="fg.muted">
          How long this Tapescript keeps each transcript’s audio, and the transcript itself, counted from its approval, or from its last
          edit when it was never approved. Leave a field empty to keep for ever. A transcript on legal hold (its menu) keeps everything.
        </Text>
        {error && !data && <Text color="fg.error">{errorMessage(error)}</Text>}
        <HStack gap="3" align="flex-end" flexWrap="wrap">
          <Field.Root w="auto">
            <Field.Label>Remove audio after (days)</Field.Label>
            <Input type="number" min={1} max={36500} w="12rem" value={audio} placeholder="Keep" onChange={(event) => setAudio(event.target.value)} />
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>Delete transcripts after (days)</Field.Label>
            <Input type="number" min={1} max={36500} w="12rem" value={transcripts} placeholder="Keep" onChange={(event) => setTranscripts(event.target.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={fetching} disabled={!data}>
            Save retention
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
