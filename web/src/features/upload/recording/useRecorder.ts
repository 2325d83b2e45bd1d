import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_BITRATE } from '../conversion-rules.ts';
import { beginRecording, keepChunk, lockName, removeRecording, type StoredRecording } from './recording-store.ts';
import { CHUNK_MS, levelOf, RECORDING_TYPE } from './recording-rules.ts';

export type RecorderState = 'idle' | 'starting' | 'recording' | 'paused' | 'stopping';

/** The meter and the clock are redrawn this often. */
const TICK_MS = 100;

/** What runs while recording: stopped together. */
interface Session {
  recording: StoredRecording;
  recorder: MediaRecorder;
  stream: MediaStream;
  audio: AudioContext;
  tick: number;
  /** Chunks are kept one after another, so the recording's length is always its last kept chunk's. */
  writes: Promise<void>;
  /** Recording time before the last resume, ms. */
  before: number;
  /** When recording last resumed (performance.now()), or null while paused. */
  resumedAt: number | null;
  /** Ends the Web Lock that tells other tabs this recording is not left over. */
  unlock: () => void;
}

const elapsedMs = (session: Session) => session.before + (session.resumedAt === null ? 0 : performance.now() - session.resumedAt);

/**
 * Records the chosen microphone with MediaRecorder (WebM/Opus, a chunk a second), keeping every chunk in IndexedDB
 * as it arrives, with a level meter (0..100) and the time recorded (pauses left out). Stops by itself at `maxSeconds`.
 */
export function useRecorder({ deviceId, maxSeconds, onStopped }: { deviceId: string; maxSeconds: number | null; onStopped: (recording: StoredRecording) => void }) {
  const [state, setState] = useState<RecorderState>('idle');
  const [level, setLevel] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<Session | null>(null);

  /** Ends capture; resolves once every chunk is kept. */
  const finish = useCallback(async (): Promise<StoredRecording | null> => {
    const current = session.current;
    if (!current) return null;
    session.current = null;
    window.clearInterval(current.tick);
    // The last chunk comes with stop(), before the recorder's stop event.
    const stopped = new Promise((resolve) => current.recorder.addEventListener('stop', resolve, { once: true }));
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    await stopped;
    for (const track of current.stream.getTracks()) track.stop();
    void current.audio.close();
    await current.writes;
    current.unlock();
    setLevel(0);
    return { ...current.recording, seconds: elapsedMs(current) / 1000 };
  }, []);

  const stop = useCallback(async () => {
    setState('stopping');
    const recording = await finish();
    setState('idle');
    if (recording) onStopped(recording);
  }, [finish, onStopped]);

  const discard = useCallback(async () => {
    setState('stopping');
    const recording = await finish();
    if (recording) await removeRecording(recording.id);
    setSeconds(0);
    setState('idle');
  }, [finish]);

  const stopRef = useRef(stop);
  stopRef.current = stop;

  const start = useCallback(async () => {
    setError(null);
    setSeconds(0);
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: deviceId ? { deviceId: { exact: deviceId } } : true });
    } catch (failure) {
      setError(
        failure instanceof DOMException && failure.name === 'NotAllowedError'
          ? 'The browser was not allowed to use the microphone; allow it in the address bar and try again.'
          : `The microphone could not be opened${failure instanceof Error && failure.message ? `: ${failure.message}` : ''}.`,
      );
      setState('idle');
      return;
    }
    const recording: StoredRecording = { id: crypto.randomUUID(), startedAt: Date.now(), mimeType: RECORDING_TYPE, seconds: 0 };
    try {
      await beginRecording(recording);
    } catch (failure) {
      for (const track of stream.getTracks()) track.stop();
      setError(`This browser will not keep a recording (its storage, IndexedDB, refused: ${String(failure)}), so it does not record.`);
      setState('idle');
      return;
    }
    let unlock = () => {};
    void navigator.locks?.request(lockName(recording.id), () => new Promise<void>((resolve) => (unlock = resolve)));
    const recorder = new MediaRecorder(stream, { mimeType: RECORDING_TYPE, audioBitsPerSecond: MAX_BITRATE });
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 2048;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const current: Session = { recording, recorder, stream, audio, tick: 0, writes: Promise.resolve(), before: 0, resumedAt: performance.now(), unlock: () => unlock() };
    let index = 0;
    recorder.addEventListener('dataavailable', (event) => {
      const chunk = index++;
      const at = elapsedMs(current) / 1000;
      current.writes = current.writes.then(() =>
        keepChunk(recording.id, chunk, event.data, at).catch((failure: unknown) => setError(`A part of the recording could not be kept in this browser: ${String(failure)}`)),
      );
    });
    current.tick = window.setInterval(() => {
      const recorded = elapsedMs(current) / 1000;
      setSeconds(recorded);
      if (current.resumedAt === null) return setLevel(0);
      analyser.getFloatTimeDomainData(samples);
      setLevel(levelOf(samples));
      if (maxSeconds !== null && recorded >= maxSeconds) void stopRef.current();
    }, TICK_MS);
    session.current = current;
    recorder.start(CHUNK_MS);
    setState('recording');
  }, [deviceId, maxSeconds]);

  const pause = useCallback(() => {
    const current = session.current;
    if (!current || current.resumedAt === null) return;
    current.recorder.pause();
    current.before = elapsedMs(current);
    current.resumedAt = null;
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    const current = session.current;
    if (!current || current.resumedAt !== null) return;
    current.recorder.resume();
    current.resumedAt = performance.now();
    setState('recording');
  }, []);

  // Leaving the page ends the capture; what was recorded stays kept and is offered back.
  useEffect(() => () => void finish(), [finish]);

  return { state, level, seconds, error, start, pause, resume, stop, discard };
}
