import { Box, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useCoarsePointer } from './coarse-pointer.ts';
import { browserConverts } from './convert-audio.ts';
import { ACCEPTED_MEDIA, dropzoneMessage, megabytes, onlyFirstTaken, rejectionCause } from './upload-rules.ts';

interface AudioDropzoneProps {
  /** Set while an upload runs: a new file is ignored then. */
  disabled: boolean;
  /** The server's limit (Query.limits). */
  maxBytes: number;
  /**
   * The first accepted file and the others dropped with it (they may be its recording's other tracks); resolves to
   * the one line saying why the file cannot be taken (shown as a rejection), or null.
   */
  onFile: (file: File, others: File[]) => Promise<string | null>;
}

/**
 * Drop or pick one audio or video file; refused files show the spec's rejected message with its cause and the
 * limit beneath, and several dropped files are told that only the first is used. Where the browser can take a
 * file's audio (WebCodecs), files over the limit are let through to be converted.
 */
export function AudioDropzone({ disabled, maxBytes, onFile }: AudioDropzoneProps) {
  const [lastRejected, setLastRejected] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { getRootProps, getInputProps, isDragActive, isDragReject } = useDropzone({
    accept: ACCEPTED_MEDIA,
    maxSize: browserConverts() ? undefined : maxBytes,
    disabled,
    onDrop: (accepted, rejected) => {
      // Only the first file counts (the product's rule) unless the dialog is told they are tracks; the user is told about the others.
      if (accepted[0])
        void onFile(accepted[0], accepted.slice(1)).then((refusal) => {
          if (!refusal) return;
          setLastRejected(true);
          setNotice(refusal);
        });
      const refused = !accepted[0] && rejected.length > 0;
      setLastRejected(refused);
      const others = accepted.length + rejected.length - 1;
      if (refused) setNotice(rejectionCause(rejected[0].file, rejected[0].errors.map((error) => error.code), maxBytes));
      else setNotice(accepted[0] && others > 0 ? onlyFirstTaken(accepted[0].name, others) : null);
    },
  });
  const touch = useCoarsePointer();
  const message = dropzoneMessage({ isDragActive, isDragReject, lastRejected, touch });
  const refused = isDragReject || (!isDragActive && lastRejected);

  return (
    <>
      {/* Beside the drop zone, not in it: a button may not hold another control (nested-interactive). */}
      <input {...getInputProps()} aria-label="Audio file" />
      <Box
        {...getRootProps({ role: 'button', 'aria-describedby': 'dropzone-hint' })}
        data-testid="dropzone"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={refused ? 'red.500' : isDragActive ? 'brand.500' : 'border.emphasized'}
        bg={refused ? 'red.50' : isDragActive ? 'brand.50' : 'bg.subtle'}
        rounded="xl"
        px="6"
        py={{ base: '12', md: '16' }}
        textAlign="center"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        transition="background 0.15s, border-color 0.15s"
        _hover={disabled ? undefined : { borderColor: 'brand.400', bg: 'brand.50' }}
        focusRing="outside"
      >
        <Box color={refused ? 'red.600' : 'brand.600'} mb="3" display="flex" justifyContent="center">
          <MicrophoneIcon />
        </Box>
        <Text fontSize="lg" fontWeight="medium" color={refused ? 'red.700' : 'fg'}>
          {message}
        </Text>
        <Text role="status" mt="1" fontSize="sm" color={refused ? 'red.700' : 'fg'} data-testid="dropzone-notice">
          {notice}
        </Text>
        <Text id="dropzone-hint" mt="1" fontSize="sm" color="fg.muted">
          MP3, M4A, WAV or OGG, up to {megabytes(maxBytes)} MB{browserConverts() ? '; videos (MP4, MOV, MKV, WebM) and larger files are converted in your browser' : ''}
        </Text>
      </Box>
    </>
  );
}

function MicrophoneIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <rect x="9" y="3" width="6" height="11" rx="3" stroke="currentColor" strokeWidth="1.8" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
