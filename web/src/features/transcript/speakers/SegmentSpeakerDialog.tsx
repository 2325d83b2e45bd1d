import { Button, Field, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { formatClock } from '../../../lib/time.ts';
import { ClosableDialog } from '../../../components/ClosableDialog.tsx';

interface SegmentSpeakerDialogProps {
  /** The segment whose speaker is being chosen; null when closed. */
  segment: { start: number; speaker: string | null } | null;
  speakers: readonly string[];
  onChoose: (start: number, speaker: string) => Promise<unknown>;
  onClose: () => void;
}

/** Gives one segment another speaker: one already in the transcript, or a new name. */
export function SegmentSpeakerDialog({ segment, speakers, onChoose, onClose }: SegmentSpeakerDialogProps) {
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);

  const choose = async (speaker: string) => {
    if (!segment || !speaker.trim()) return;
    setBusy(true);
    await onChoose(segment.start, speaker.trim());
    setBusy(false);
    setNewName('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void choose(newName);
  };

  return (
    <ClosableDialog open={segment !== null} onClose={onClose} title={`Speaker at ${formatClock(segment?.start ?? 0)}`} size="sm">
      <Stack gap="4">
        {speakers.length > 0 && (
          <Wrap gap="2" role="group" aria-label="Speakers in this transcript">
            {speakers.map((name) => (
              <Button
                key={name}
                size="sm"
                variant={name === segment?.speaker ? 'solid' : 'outline'}
                colorPalette={name === segment?.speaker ? 'brand' : 'gray'}
                aria-pressed={name === segment?.speaker}
                disabled={busy}
                onClick={() => void choose(name)}
              >
                {name}
              </Button>
            ))}
          </Wrap>
        )}
        <form onSubmit={submit}>
          <Field.Root>
            <Field.Label>New speaker</Field.Label>
            <HStack w="full">
              <Input value={newName} onChange={(event) => setNewName(event.target.value)} placeholder="e.g. ETRM" maxLength={100} />
              <Button type="submit" colorPalette="brand" disabled={busy || !newName.trim()}>
                Set
              </Button>
            </HStack>
          </Field.Root>
        </form>
        <Text fontSize="xs" color="fg.muted">
          Only this segment changes. To rename a speaker everywhere, use Speakers.
        </Text>
      </Stack>
    </ClosableDialog>
  );
}
