import { Button, Dialog, Field, Input, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { ClosableDialog } from '../../components/ClosableDialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { notify } from '../../components/Toaster.tsx';
import { useClipLinkMutation, useClipProgressQuery, useCreateClipMutation, type ClipFormat } from '../../graphql/generated.ts';

/** What a clip is made of: a highlight, or words of the current version (server: Mutation.createClip). */
export type ClipSource = { highlightId: string } | { transcriptId: string; fromSegmentId: string; fromWord: number; toSegmentId: string; toWord: number };

const FORMATS: { value: ClipFormat; label: string }[] = [
  { value: 'MP3', label: 'MP3' },
  { value: 'M4A', label: 'M4A (AAC)' },
  { value: 'OGG', label: 'Ogg (Opus)' },
  { value: 'AUDIOGRAM_SQUARE', label: 'Audiogram (square)' },
  { value: 'AUDIOGRAM_VERTICAL', label: 'Audiogram (vertical)' },
];
/** An audiogram is a video (README "Clips"): played in a video player. */
const isVideo = (format: ClipFormat) => format === 'AUDIOGRAM_SQUARE' || format === 'AUDIOGRAM_VERTICAL';
/** The server's default and bounds (server/domain/clips.ts). */
const DEFAULT_PADDING_MS = 250;
const MAX_PADDING_MS = 5000;
const POLL_MS = 500;

interface MakeClipDialogProps {
  open: boolean;
  source: ClipSource;
  onClose: () => void;
}

/**
 * "Make clip": a format (audio, or an audiogram video) and the padding around the words, then the clip's progress as the
 * server renders it, and once it is ready a player, a download and a link to copy (single-use, 5 minutes) for someone
 * without an account.
 */
export function MakeClipDialog({ open, source, onClose }: MakeClipDialogProps) {
  const [format, setFormat] = useState<ClipFormat>('MP3');
  const [padding, setPadding] = useState(String(DEFAULT_PADDING_MS));
  const [clipId, setClipId] = useState<string | null>(null);
  const [created, createClip] = useCreateClipMutation();
  const [, clipLink] = useClipLinkMutation();
  const [progress, refresh] = useClipProgressQuery({ variables: { id: clipId ?? '' }, pause: !clipId, requestPolicy: 'network-only' });
  const clip = progress.data?.clip ?? created.data?.createClip ?? null;
  const rendering = Boolean(clipId) && (clip?.status === 'QUEUED' || clip?.status === 'RENDERING');
  useEffect(() => {
    if (!rendering) return;
    const timer = setInterval(() => refresh({ requestPolicy: 'network-only' }), POLL_MS);
    return () => clearInterval(timer);
  }, [rendering, refresh]);

  const paddingMs = Number(padding);
  const paddingValid = padding.trim() !== '' && Number.isInteger(paddingMs) && paddingMs >= 0 && paddingMs <= MAX_PADDING_MS;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!paddingValid) return;
    const answer = await createClip({ ...source, format, paddingMs });
    if (answer.data?.createClip) setClipId(answer.data.createClip.id);
  };
  const copyLink = async () => {
    if (!clip) return;
    const answer = await clipLink({ id: clip.id });
    if (!answer.data) return notify('error', 'No link was made', answer.error?.graphQLErrors[0]?.message);
    await navigator.clipboard.writeText(new URL(answer.data.clipLink, window.location.origin).href);
    notify('success', 'Link copied', 'It works once, for 5 minutes.');
  };
  const close = () => {
    setClipId(null);
    onClose();
  };
  const error = created.error?.graphQLErrors[0]?.message ?? (clip?.status === 'FAILED' ? clip.error : null);

  return (
    <ClosableDialog
      open={open}
      onClose={close}
      title="Make clip"
      size="sm"
      footer={
        !clipId && (
          <Dialog.Footer>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form="make-clip" colorPalette="brand" loading={created.fetching} disabled={!paddingValid}>
              Make clip
            </Button>
          </Dialog.Footer>
        )
      }
    >
      {!clipId ? (
        <Stack as="form" id="make-clip" gap="4" onSubmit={(event: FormEvent) => void submit(event)}>
          <SelectField label="Format" value={format} choices={FORMATS} onChange={setFormat} />
          <Field.Root invalid={!paddingValid}>
            <Field.Label>Padding (ms)</Field.Label>
            <Input type="number" min={0} max={MAX_PADDING_MS} step={50} value={padding} onChange={(event) => setPadding(event.target.value)} />
            <Field.HelperText>Audio kept before the first word and after the last.</Field.HelperText>
            <Field.ErrorText>A whole number from 0 to {MAX_PADDING_MS}.</Field.ErrorText>
          </Field.Root>
          {error && <Text color="fg.error">{error}</Text>}
        </Stack>
      ) : (
        <Stack gap="3">
          {rendering && (
            <Progress.Root value={Math.round((clip?.progress ?? 0) * 100)} max={100} size="sm" colorPalette="blue">
              <Progress.Label>{clip?.status === 'QUEUED' ? 'Waiting to be made…' : isVideo(format) ? 'Making the audiogram…' : 'Making the clip…'}</Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {error && <Text color="fg.error">{error}</Text>}
          {clip?.status === 'READY' && clip.url && (
            <>
              {isVideo(clip.format) ? (
                <video controls playsInline src={clip.url} aria-label="Audiogram" style={{ width: '100%', maxHeight: '60vh', background: 'black' }} />
              ) : (
                <audio controls src={clip.url} aria-label="Clip" style={{ width: '100%' }} />
              )}
              <Text fontSize="sm" color="fg.muted">
                {clip.duration.toFixed(1)} s
              </Text>
              <Stack direction="row" gap="2">
                <Button asChild size="sm" variant="outline">
                  <Link href={clip.url} download>
                    Download
                  </Link>
                </Button>
                <Button size="sm" variant="outline" onClick={() => void copyLink()}>
                  Copy link
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      )}
    </ClosableDialog>
  );
}
