import { Button, Checkbox, Dialog, HStack, NativeSelect, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useMergeSpeakersMutation, useRememberedSpeakersQuery, useRenameSpeakerMutation } from '../../../graphql/generated.ts';
import type { SpeakerCount } from './speakers.ts';
import { ClosableDialog } from '../../../components/ClosableDialog.tsx';
import { SpeakerRenameRow } from './SpeakerRenameRow.tsx';
import { RememberVoice } from './RememberVoice.tsx';
import { NameByVoice } from './NameByVoice.tsx';
import { notify } from '../../../components/Toaster.tsx';
import type { RunChange } from '../editing/editor-session.ts';

const MERGE_HINT_ID = 'speakers-merge-hint';

interface SpeakersDialogProps {
  open: boolean;
  transcriptId: string;
  speakers: readonly SpeakerCount[];
  change: RunChange;
  onClose: () => void;
}

/** Every speaker with their segment count: rename one everywhere, or merge several into one. */
export function SpeakersDialog({ open, transcriptId: id, speakers, change, onClose }: SpeakersDialogProps) {
  const [, renameSpeaker] = useRenameSpeakerMutation();
  const [, mergeSpeakers] = useMergeSpeakersMutation();
  const [picked, setPicked] = useState<string[]>([]);
  const [into, setInto] = useState('');
  const [{ data: remembered }, refetchRemembered] = useRememberedSpeakersQuery({ variables: { id }, requestPolicy: 'cache-and-network' });
  const rememberedAs = new Map(remembered?.transcript?.rememberedSpeakers.map((entry) => [entry.speaker, entry.voice.name]));
  const reloadRemembered = () => refetchRemembered({ requestPolicy: 'network-only' });
  // A rename or a merge may give a remembered speaker the voice's name, or take it away: asked again then.
  const names = speakers.map((speaker) => speaker.name).join('\n');
  const askedFor = useRef(names);
  useEffect(() => {
    if (askedFor.current === names) return;
    askedFor.current = names;
    refetchRemembered({ requestPolicy: 'network-only' });
  }, [names, refetchRemembered]);
  const chosen = picked.filter((name) => speakers.some((speaker) => speaker.name === name));
  const keep = chosen.includes(into) ? into : chosen[0];

  const renamed = async (from: string, to: string) =>
    (await change((baseVersionId) => renameSpeaker({ id, from, to, baseVersionId }), (data) => data.renameSpeaker.versionId, 'rename speaker')) !== null;
  const rename = async (from: string, to: string) => {
    const done = await renamed(from, to);
    if (done) notify('success', `Renamed ${from} to ${to}`);
    return done;
  };
  // A voice remembered from a numbered speaker names it here too, unless another speaker has that name (a merge).
  const nameAfterVoice = (from: string) => async (name: string) => !speakers.some((speaker) => speaker.name === name) && renamed(from, name);

  const merge = async () => {
    const away = chosen.filter((name) => name !== keep);
    const done = await change(
      (baseVersionId) => mergeSpeakers({ id, speakers: away, into: keep, baseVersionId }),
      (data) => data.mergeSpeakers.versionId,
      'merge speakers',
    );
    if (!done) return;
    notify('success', `Merged into ${keep}`);
    setPicked([]);
  };

  const toggle = (name: string, on: boolean) => setPicked((now) => (on ? [...now, name] : now.filter((other) => other !== name)));

  return (
    <ClosableDialog
      open={open}
      onClose={onClose}
      title="Speakers"
      scrollInside
      footer={
        chosen.length >= 2 && (
          <Dialog.Footer flexWrap="wrap" gap="2" justifyContent="flex-start" borderTopWidth="1px" pt="4">
            <Text fontSize="sm">Merge {chosen.length} speakers into</Text>
            <NativeSelect.Root size="sm" width="auto" minW="10rem">
              <NativeSelect.Field aria-label="Speaker who remains" value={keep} onChange={(event) => setInto(event.target.value)}>
                {chosen.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" colorPalette="brand" onClick={() => void merge()}>
              Merge
            </Button>
          </Dialog.Footer>
        )
      }
    >
      {speakers.length === 0 ? (
        <Text color="fg.muted">No named speakers yet.</Text>
      ) : (
        <>
          <NameByVoice transcriptId={id} speakers={speakers} change={change} />
          <Text id={MERGE_HINT_ID} fontSize="sm" color="fg.muted" mb="3">
            Tick “Merge” on two or more speakers to make them one.
          </Text>
          <Stack as="ul" gap="2" listStyleType="none">
            {speakers.map((speaker) => (
              <Stack as="li" key={speaker.name} gap="1">
                <SpeakerRenameRow speaker={speaker} onRename={rename} />
                {/* The speaker's actions under the name, which keeps the width a phone has. */}
                <HStack gap="3" ps="5" wrap="wrap">
                  {/* Its purpose on screen ("Merge") and in its name ("Merge Speaker 1"), which starts with what is shown. */}
                  <Checkbox.Root
                    size="sm"
                    flexShrink={0}
                    checked={chosen.includes(speaker.name)}
                    onCheckedChange={({ checked }) => toggle(speaker.name, checked === true)}
                  >
                    <Checkbox.HiddenInput aria-describedby={MERGE_HINT_ID} />
                    <Checkbox.Control />
                    <Checkbox.Label fontSize="sm">
                      Merge<VisuallyHidden> {speaker.name}</VisuallyHidden>
                    </Checkbox.Label>
                  </Checkbox.Root>
                  <RememberVoice
                    transcriptId={id}
                    speaker={speaker.name}
                    rememberedAs={rememberedAs.get(speaker.name)}
                    nameHere={nameAfterVoice(speaker.name)}
                    onRemembered={reloadRemembered}
                  />
                </HStack>
              </Stack>
            ))}
          </Stack>
        </>
      )}
      <Text fontSize="xs" color="fg.muted" mt="4">
        Renaming onto a name that exists merges the two. The speaker named ETRM is bold in the Word export.
      </Text>
    </ClosableDialog>
  );
}
