import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { titleFromFileName, validateTitle } from '../../lib/title.ts';

interface UploadModalProps {
  /** The chosen file; the modal is open while there is one. */
  file: File | null;
  pending: boolean;
  /** 0..1, how much of the file has been sent. */
  progress: number;
  error: string | null;
  onCancel: () => void;
  onUpload: (title: string) => void;
}

/** "Upload Audio File": title (prefilled from the file name) and the chosen file. */
export function UploadModal({ file, pending, progress, error, onCancel, onUpload }: UploadModalProps) {
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);

  useEffect(() => {
    setTitle(file ? titleFromFileName(file.name) : '');
    setTitleError(null);
  }, [file]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateTitle(title);
    setTitleError(problem);
    if (!problem && !pending) onUpload(title.trim());
  };

  return (
    <Dialog.Root
      open={file !== null}
      onOpenChange={(details) => {
        if (!details.open && !pending) onCancel();
      }}
      closeOnInteractOutside={!pending}
      closeOnEscape={!pending}
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
                    <Field.ErrorText>{titleError}</Field.ErrorText>
                  </Field.Root>
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                    Selected file: {file?.name}
                  </Text>
                  {pending && (
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
                <Button variant="outline" onClick={onCancel} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={pending} loadingText="Uploading">
                  Upload
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={pending} aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
