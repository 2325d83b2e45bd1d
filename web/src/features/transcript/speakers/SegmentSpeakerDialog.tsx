import { Button, Field, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ClosableDialog } from '../../../components/ClosableDialog.tsx';

interface SegmentSpeakerDialogProps {
  /** What is being given a speaker, e.g. "Speaker at 0:05". */
  title: string;
  /** The speaker it has now (marked among the choices), or null. */
  current: string | null;
  speakers: readonly string[];
  /** What the choice changes, said under the choices. */
  note: string;
  onChoose: (speaker: string) => Promise<unknown>;
  onClose: () => void;
}

/** Gives a segment, or some of its words, a speaker: one already in the transcript, or a new name. */
export function SegmentSpeakerDialog({ title, current, speakers, note, onChoose, onClose }: SegmentSpeakerDialogProps) {
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);

  const choose = async (speaker: string) => {
    if (!speaker.trim()) return;
    setBusy(true);
    await onChoose(speaker.trim());
    setBusy(false);
    setNewName('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void choose(newName);
  };

  return (
    <ClosableDialog open onClose={onClose} title={title} size="sm">
      <Stack gap="4">
        {speakers.length > 0 && (
          <Wrap gap="2" role="group" aria-label="Speakers in this transcript">
            {speakers.map((name) => (
              <Button
                key={name}
                size="sm"
                variant={name === current ? 'solid' : 'outline'}
                colorPalette={name === current ? 'brand' : 'gray'}
                aria-pressed={name === current}
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
          {note}
        </Text>
      </Stack>
    </ClosableDialog>
  );
}
