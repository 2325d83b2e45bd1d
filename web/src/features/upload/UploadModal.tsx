import { Alert, Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { LANGUAGES } from '../../lib/languages.ts';
import type { TranscriptionEnginesQuery } from '../../graphql/generated.ts';
import { engineLabel, modelLabel } from '../../lib/engines.ts';
import { TITLE_MAX_CHARS, titleFromFileName, validateTitle } from '../../lib/title.ts';
import type { ConversionPlan } from './convert-audio.ts';
import { conversionOffer, timeLeftText } from './conversion-rules.ts';
import type { ConversionProgress } from './useAudioConversion.ts';
import { MAX_SPEAKERS, megabytes, modelChoice, speakersProblem, uploadOptions, type UploadOptions } from './upload-rules.ts';

interface UploadModalProps {
  /** The chosen file; the modal is open while there is one. */
  file: File | null;
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
  onUpload: (title: string, options: UploadOptions) => void;
  /** The server's engines (Query.engines): the installed transcription models are offered. */
  engines?: TranscriptionEnginesQuery['engines'];
}

/**
 * "Upload Audio File": title (prefilled from the file name; counted against its limit), the chosen file and the
 * limit, and how to transcribe it: the model (the installed ones, each with its speed and accuracy), the language
 * (detected when not chosen), names and terms, and the number of speakers.
 */
export function UploadModal({ file, pending, progress, plan = null, converting = null, error, maxBytes, onCancel, onUpload, engines = [] }: UploadModalProps) {
  // Only the upload itself cannot be stopped; a conversion can (nothing has been sent yet).
  const locked = pending && converting === null;
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [language, setLanguage] = useState('');
  const [vocabulary, setVocabulary] = useState('');
  const [speakers, setSpeakers] = useState('');
  const [model, setModel] = useState('');
  const speakersError = speakersProblem(speakers);
  const transcribers = engines.filter((engine) => engine.kind === 'TRANSCRIPTION' && engine.available && engine.models.length > 0);
  const usual = transcribers.find((engine) => engine.isDefault);

  useEffect(() => {
    setTitle(file ? titleFromFileName(file.name) : '');
    setTitleError(null);
  }, [file]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateTitle(title);
    setTitleError(problem);
    if (!problem && !speakersError && !pending) onUpload(title.trim(), uploadOptions({ language, vocabulary, speakers, model }));
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
