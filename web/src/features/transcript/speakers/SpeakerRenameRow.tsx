import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useSpeakerColor } from './speaker-colors.ts';
import { SpeakerDot } from './SpeakerDot.tsx';
import type { SpeakerCount } from './speakers.ts';

interface SpeakerRenameRowProps {
  speaker: SpeakerCount;
  /** Resolves true when the rename was made. */
  onRename: (from: string, to: string) => Promise<boolean>;
}

/** A speaker's name and segment count, which turns into a name field to rename them everywhere. */
export function SpeakerRenameRow({ speaker, onRename }: SpeakerRenameRowProps) {
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const color = useSpeakerColor(speaker.name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const to = name?.trim() ?? '';
    if (!to || to === speaker.name) return setName(null);
    setBusy(true);
    const renamed = await onRename(speaker.name, to);
    setBusy(false);
    if (renamed) setName(null);
  };

  if (name === null) {
    return (
      <HStack flex="1" gap="2" minW="0">
        <SpeakerDot color={color} />
        <Text fontWeight="medium" truncate>
          {speaker.name}
        </Text>
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
          {speaker.segments} {speaker.segments === 1 ? 'segment' : 'segments'}
        </Text>
        <Button size="xs" variant="outline" ms="auto" onClick={() => setName(speaker.name)} aria-label={`Rename ${speaker.name}`}>
          Rename
        </Button>
      </HStack>
    );
  }
  return (
    <HStack as="form" flex="1" gap="2" onSubmit={(event) => void submit(event)}>
      <Input size="sm" autoFocus value={name} onChange={(event) => setName(event.target.value)} aria-label={`New name for ${speaker.name}`} maxLength={100} />
      <Button size="xs" type="submit" colorPalette="brand" loading={busy}>
        Save
      </Button>
      <Button size="xs" variant="ghost" onClick={() => setName(null)} disabled={busy}>
        Cancel
      </Button>
    </HStack>
  );
}
