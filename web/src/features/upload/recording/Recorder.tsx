import { Box, Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTextSetting } from '../../../lib/settings.ts';
import { formatClock } from '../../../lib/time.ts';
import type { StoredRecording } from './recording-store.ts';
import { RECORDING_TYPE, recordingUnavailable } from './recording-rules.ts';
import { useRecorder } from './useRecorder.ts';

/** The microphone last recorded with (its deviceId), remembered in this browser. */
const MICROPHONE = 'microphone';

interface RecorderProps {
  /** Set while an upload runs. */
  disabled: boolean;
  /** The server's longest audio (Query.limits), where recording stops by itself; null for no limit. */
  maxSeconds: number | null;
  /** A recording was stopped: it is kept, and is uploaded from here. */
  onStopped: (recording: StoredRecording) => void;
}

/** Whether, and if not why not, this browser records on this page; known only in the browser (the server renders the button on). */
function useUnavailable(): string | null {
  const [reason, setReason] = useState<string | null>(null);
  useEffect(
    () =>
      setReason(
        recordingUnavailable({
          isSecureContext: window.isSecureContext,
          hasMicrophoneAccess: Boolean(navigator.mediaDevices?.getUserMedia),
          recordsOpus: typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(RECORDING_TYPE),
        }),
      ),
    [],
  );
  return reason;
}

/** The microphones the browser offers; their names come once the page may use one (after the first recording starts). */
function useMicrophones(refreshWhen: unknown): MediaDeviceInfo[] {
  const [microphones, setMicrophones] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    const devices = navigator.mediaDevices;
    if (!devices?.enumerateDevices) return;
    const list = () => void devices.enumerateDevices().then((all) => setMicrophones(all.filter((device) => device.kind === 'audioinput' && device.deviceId)));
    list();
    devices.addEventListener('devicechange', list);
    return () => devices.removeEventListener('devicechange', list);
  }, [refreshWhen]);
  return microphones;
}

/**
 * "Record": a panel with the microphone, a level meter, the time recorded, pause/resume, Stop and Discard. Every
 * second of sound is kept in this browser as it is recorded, so a closed tab or a crash leaves it to be offered back.
 */
export function Recorder({ disabled, maxSeconds, onStopped }: RecorderProps) {
  const unavailable = useUnavailable();
  const [open, setOpen] = useState(false);
  const [deviceId, setDeviceId] = useTextSetting(MICROPHONE);
  const recorder = useRecorder({ deviceId, maxSeconds, onStopped });
  const microphones = useMicrophones(recorder.state);
  const capturing = recorder.state !== 'idle';

  if (!open)
    return (
      <Stack gap="1" mb="4" align="start">
        <Button colorPalette="brand" variant="outline" disabled={disabled || unavailable !== null} aria-describedby={unavailable ? 'recording-unavailable' : undefined} onClick={() => setOpen(true)}>
          <RecordIcon /> Record
        </Button>
        {unavailable && (
          <Text id="recording-unavailable" fontSize="sm" color="fg.muted">
            {unavailable}
          </Text>
        )}
      </Stack>
    );

  return (
    <Box as="section" aria-label="Recording" borderWidth="1px" rounded="xl" p="4" mb="4" bg="bg.subtle">
      <Stack gap="3">
        <Field.Root disabled={capturing}>
          <Field.Label>Microphone</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={microphones.some((microphone) => microphone.deviceId === deviceId) ? deviceId : ''} onChange={(event) => setDeviceId(event.target.value)}>
              <option value="">The browser’s default microphone</option>
              {microphones
                .filter((microphone) => microphone.deviceId !== 'default')
                .map((microphone, index) => (
                  <option key={microphone.deviceId} value={microphone.deviceId}>
                    {microphone.label || `Microphone ${index + 1}`}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack gap="3">
          <Text fontVariantNumeric="tabular-nums" fontSize="xl" minW="4.5rem" aria-label="Time recorded" role="timer">
            {formatClock(recorder.seconds)}
          </Text>
          <Box
            role="meter"
            aria-label="Microphone level"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={recorder.level}
            flex="1"
            h="3"
            rounded="full"
            bg="bg.emphasized"
            overflow="hidden"
          >
            <Box h="full" w={`${recorder.level}%`} bg={recorder.level > 95 ? 'red.600' : 'brand.600'} transition="width 0.1s" />
          </Box>
          <Text fontSize="sm" color="fg.muted" minW="5rem">
            {recorder.state === 'paused' ? 'Paused' : recorder.state === 'recording' ? 'Recording' : recorder.state === 'stopping' ? 'Saving…' : ''}
          </Text>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {capturing ? (
            <>
              {recorder.state === 'paused' ? (
                <Button variant="outline" onClick={recorder.resume}>
                  Resume
                </Button>
              ) : (
                <Button variant="outline" onClick={recorder.pause} disabled={recorder.state !== 'recording'}>
                  Pause
                </Button>
              )}
              <Button colorPalette="brand" onClick={() => void recorder.stop()} disabled={recorder.state === 'starting' || recorder.state === 'stopping'}>
                Stop
              </Button>
              <Button variant="ghost" onClick={() => void recorder.discard()} disabled={recorder.state === 'starting' || recorder.state === 'stopping'}>
                Discard
              </Button>
            </>
          ) : (
            <>
              <Button colorPalette="brand" onClick={() => void recorder.start()} disabled={disabled}>
                <RecordIcon /> Start recording
              </Button>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Close
              </Button>
            </>
          )}
        </HStack>
        {recorder.error && (
          <Text role="alert" fontSize="sm" color="red.700">
            {recorder.error}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          The recording is kept in this browser as it goes, so closing the tab loses at most the last two seconds.
        </Text>
      </Stack>
    </Box>
  );
}

function RecordIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6" fill="currentColor" />
    </svg>
  );
}
