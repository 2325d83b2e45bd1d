import { Alert, Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { LANGUAGES } from '../../lib/languages.ts';
import type { TranscriptionEnginesQuery } from '../../graphql/generated.ts';
import { engineLabel, modelLabel } from '../../lib/engines.ts';
import { TITLE_MAX_CHARS, titleFromFileName, validateTitle } from '../../lib/title.ts';
import type { ConversionPlan } from './convert-audio.ts';
import { conversionOffer, timeLeftText } from './conversion-rules.ts';
import type { ConversionProgress } from './useAudioConversion.ts';
import { MAX_SPEAKERS, megabytes, modelChoice, speakersProblem, TRANSCRIPT_FILE_TYPES, uploadOptions, type UploadOptions } from './upload-rules.ts';
import { TracksFields } from './TracksFields.tsx';
import { channelSpeakers, speakerFromFileName, trackCountProblem, trackNameProblem, type TrackLayout } from './tracks-rules.ts';

/** One constant, so a dialog given no other files does not see a new list at each render. */
const NO_FILES: File[] = [];

interface UploadModalProps {
  /** The chosen file; the modal is open while there is one. */
  file: File | null;
  /** Files dropped together with it: they may be the same recording's other tracks, one per speaker. */
  others?: File[];
  /** How many channels the chosen file has, when it could be read and is uploaded as it is: 2 or more may be one person each. */
  channels?: number | null;
  pending: boolean;
  /** 0..1, how much of the file has been sent. */
  progress: number;
  /** Set when the file's audio is taken in the browser before uploading. */
  plan?: ConversionPlan | null;
  /** Set while that conversion runs; Cancel stays available then. */
  converting?: ConversionProgress | null;
  error: string | null;
  /** The server's upload limit, shown beside the file. */
  maxBytes: number;
  onCancel: () => void;
  onUpload: (title: string, options: UploadOptions, layout: TrackLayout) => void;
  /** The server's engines (Query.engines): the installed transcription models are offered. */
  engines?: TranscriptionEnginesQuery['engines'];
}

/**
 * "Upload Audio File": title (prefilled from the file name; counted against its limit), the chosen file and the
 * limit, and how to transcribe it: the model (the installed ones, each with its speed and accuracy), the language
 * (detected when not chosen), names and terms, and the number of speakers.
 */
export function UploadModal({ file, others = NO_FILES, channels = null, pending, progress, plan = null, converting = null, error, maxBytes, onCancel, onUpload, engines = [] }: UploadModalProps) {
  // Only the upload itself cannot be stopped; a conversion can (nothing has been sent yet).
  const locked = pending && converting === null;
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [language, setLanguage] = useState('');
  const [vocabulary, setVocabulary] = useState('');
  const [speakers, setSpeakers] = useState('');
  const [model, setModel] = useState('');
  const [transcript, setTranscript] = useState<File | null>(null);
  const tracks = useTrackChoice(file, others, channels);
  const speakersError = tracks.chosen ? null : speakersProblem(speakers);
  const transcribers = engines.filter((engine) => engine.kind === 'TRANSCRIPTION' && engine.available && engine.models.length > 0);
  const usual = transcribers.find((engine) => engine.isDefault);

  useEffect(() => {
    setTitle(file ? titleFromFileName(file.name) : '');
    setTitleError(null);
    setTranscript(null);
  }, [file]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateTitle(title);
    setTitleError(problem);
    if (problem || speakersError || pending || !tracks.valid) return;
    // With one track per speaker the speakers are the tracks: no count is sent.
    // A transcript goes with one file (tracks are transcribed each on its own).
    const withTranscript = transcript && !tracks.chosen ? { transcript } : {};
    onUpload(title.trim(), { ...uploadOptions({ language, vocabulary, speakers: tracks.chosen ? '' : speakers, model }), ...withTranscript }, tracks.layout);
  };

  return (
    <Dialog.Root
      open={file !== null}
      onOpenChange={(details) => {
        if (!details.open && !locked) onCancel();
      }}
      closeOnInteractOutside={!pending}
      closeOnEscape={!locked}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Upload Audio File</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={titleError !== null} disabled={pending} required>
                    <Field.Label>Title</Field.Label>
                    <Input
                      value={title}
                      placeholder="Enter a title for this transcript"
                      onChange={(event) => {
                        setTitle(event.target.value);
                        setTitleError(null);
                      }}
                    />
                    <Field.HelperText data-testid="title-count" color={title.trim().length > TITLE_MAX_CHARS ? 'red.600' : undefined}>
                      {title.trim().length}/{TITLE_MAX_CHARS}
                    </Field.HelperText>
                    <Field.ErrorText>{titleError}</Field.ErrorText>
                  </Field.Root>
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                    Selected file: {file?.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" mt="-3">
                    Files up to {megabytes(maxBytes)} MB can be uploaded.
                  </Text>
                  {file && plan && (
                    <Text fontSize="sm" data-testid="conversion-offer">
                      {conversionOffer(file, plan, maxBytes)}
                    </Text>
                  )}
                  {tracks.question && (
                    <TracksFields
                      question={tracks.question}
                      labels={tracks.labels}
                      chosen={tracks.chosen}
                      onChoose={tracks.setChosen}
                      names={tracks.names}
                      onNames={tracks.setNames}
                      disabled={pending}
                    />
                  )}
                  {tracks.refusal && (
                    <Text fontSize="sm" color="fg.muted">
                      {tracks.refusal}
                    </Text>
                  )}
                  {transcribers.length > 0 && (
                    <Field.Root disabled={pending}>
                      <Field.Label>Model</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={model} onChange={(event) => setModel(event.target.value)}>
                          <option value="">{usual ? `Default (${engineLabel(usual.name, usual.defaultModel)})` : 'Default'}</option>
                          {transcribers.flatMap((engine) =>
                            engine.models.map((name) => (
                              <option key={modelChoice(engine.name, name)} value={modelChoice(engine.name, name)}>
                                {modelLabel(engine.name, name)}
                              </option>
                            )),
                          )}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  )}
                  <Field.Root disabled={pending}>
                    <Field.Label>Language</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={language} onChange={(event) => setLanguage(event.target.value)}>
                        <option value="">Detect automatically</option>
                        {LANGUAGES.map(({ code, name }) => (
                          <option key={code} value={code}>
                            {name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root disabled={pending}>
                    <Field.Label>Vocabulary (names and terms)</Field.Label>
                    <Textarea value={vocabulary} rows={2} placeholder="e.g. ETRM, Ada Lovelace" onChange={(event) => setVocabulary(event.target.value)} />
                    <Field.HelperText>One per line or separated by commas; helps the recognizer spell them.</Field.HelperText>
                  </Field.Root>
                  {!tracks.chosen && (
                    <Field.Root disabled={pending}>
                      <Field.Label>Transcript (optional)</Field.Label>
                      <Input
                        type="file"
                        accept={TRANSCRIPT_FILE_TYPES}
                        pt="1"
                        data-testid="transcript-file"
                        onChange={(event) => setTranscript(event.target.files?.[0] ?? null)}
                      />
                      <Field.HelperText>A transcript made elsewhere (Word, SRT, WebVTT, ELAN or text): its text and speakers are kept, and timed to the audio.</Field.HelperText>
                    </Field.Root>
                  )}
                  {/* With one track per speaker the tracks are the speakers. */}
                  {!tracks.chosen && (
                    <Field.Root invalid={speakersError !== null} disabled={pending}>
                      <Field.Label>Number of speakers, if known</Field.Label>
                      <Input
                        value={speakers}
                        inputMode="numeric"
                        type="number"
                        min={1}
                        max={MAX_SPEAKERS}
                        placeholder="Estimate it"
                        onChange={(event) => setSpeakers(event.target.value)}
                      />
                      <Field.ErrorText>{speakersError}</Field.ErrorText>
                    </Field.Root>
                  )}
                  {converting && (
                    <Progress.Root value={Math.round(converting.done * 100)} max={100} colorPalette="brand" size="sm">
                      <Progress.Label mb="1" fontSize="sm">
                        Converting in your browser: {Math.round(converting.done * 100)} %, {timeLeftText(converting.secondsLeft)}
                      </Progress.Label>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  )}
                  {locked && (
                    <Progress.Root value={Math.round(progress * 100)} max={100} colorPalette="brand" size="sm">
                      <Progress.Label mb="1" fontSize="sm">
                        Uploading…
                      </Progress.Label>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  )}
                  {error && (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title fontWeight="semibold">Upload Failed</Alert.Title>
                        <Alert.Description>{error}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel} disabled={locked}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={pending} loadingText={converting ? 'Converting' : 'Uploading'}>
                  {plan ? 'Convert and upload' : 'Upload'}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={locked} aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const channelLabel = (index: number, count: number) => (count === 2 ? ['channel 1 (left)', 'channel 2 (right)'][index] : `channel ${index + 1}`);

/**
 * Whether the chosen files are one recording's tracks (several dropped together) or the chosen file's channels each
 * hold one person, and who speaks on each; both are offered only where they can apply, unticked (one file, as ever).
 */
function useTrackChoice(file: File | null, others: File[], channels: number | null) {
  const files = useMemo(() => (file ? [file, ...others] : []), [file, others]);
  const kind = files.length > 1 ? 'tracks' : channels !== null && channels > 1 ? 'channels' : null;
  const labels = useMemo(
    () => (kind === 'tracks' ? files.map((track) => track.name) : kind === 'channels' ? Array.from({ length: channels! }, (_, i) => channelLabel(i, channels!)) : []),
    [kind, files, channels],
  );
  const [chosen, setChosen] = useState(false);
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    setChosen(false);
    setNames(kind === 'tracks' ? files.map((track) => speakerFromFileName(track.name)) : kind === 'channels' ? channelSpeakers(channels!) : []);
  }, [kind, files, channels]);
  const refusal = kind === 'tracks' ? trackCountProblem(files.length) : null;
  const offered = kind !== null && refusal === null;
  const taken = offered && chosen;
  const layout: TrackLayout = taken ? { kind: kind!, speakers: names.map((name) => name.trim()) } : { kind: 'single' };
  return {
    question: offered ? (kind === 'tracks' ? 'These are separate tracks of one recording' : 'One person per channel: use the channels as tracks') : null,
    refusal,
    labels,
    chosen: taken,
    setChosen,
    names,
    setNames,
    valid: !taken || names.every((_, index) => trackNameProblem(names, index) === null),
    layout,
  };
}
