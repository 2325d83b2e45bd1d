import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { titleFromFileName, validateTitle } from '../../lib/title.ts';
import { TRANSCRIPT_FILE_TYPES } from './upload-rules.ts';

interface TranscriptImportProps {
  disabled: boolean;
  /** The server's answer when the import failed, else null. */
  error: string | null;
  onImport: (title: string, transcript: File) => void;
}

/** "Import a transcript without audio": a transcript file made elsewhere becomes a transcript with nothing to play. */
export function TranscriptImport({ disabled, error, onImport }: TranscriptImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const titleProblem = file ? validateTitle(title) : 'Choose a transcript file.';
    setProblem(titleProblem);
    if (!titleProblem && file) onImport(title.trim(), file);
  };

  return (
    <Box asChild borderWidth="1px" rounded="md" p="4" mt="6">
      <form onSubmit={submit} noValidate>
      <Heading as="h3" size="md" mb="1">
        Import a transcript without audio
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        A Word, SRT, WebVTT, ELAN or text transcript made elsewhere, kept as written with its speakers and times. To have it timed to
        its recording, choose the audio above and add the transcript there.
      </Text>
      <Stack gap="3">
        <Field.Root disabled={disabled}>
          <Field.Label>Transcript file</Field.Label>
          <Input
            type="file"
            accept={TRANSCRIPT_FILE_TYPES}
            pt="1"
            data-testid="import-transcript-file"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              if (chosen && !title.trim()) setTitle(titleFromFileName(chosen.name));
              setProblem(null);
            }}
          />
        </Field.Root>
        <Field.Root disabled={disabled} invalid={problem !== null}>
          <Field.Label>Title</Field.Label>
          <Input value={title} placeholder="Enter a title for this transcript" onChange={(event) => setTitle(event.target.value)} />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        {error && (
          <Text role="alert" color="red.700">
            Import failed: {error}
          </Text>
        )}
        <Button type="submit" alignSelf="start" variant="outline" loading={disabled} loadingText="Importing">
          Import transcript
        </Button>
      </Stack>
      </form>
    </Box>
  );
}
