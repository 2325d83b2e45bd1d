/** What MediaRecorder writes in every current browser that records Opus; the upload is remuxed from it to Ogg Opus. */
export const RECORDING_TYPE = 'audio/webm;codecs=opus';
/** MediaRecorder hands over a chunk this often, and each is kept at once: a crash loses at most about two of them. */
export const CHUNK_MS = 1000;

/** Why the Record button is off, or null when this browser can record here. */
export function recordingUnavailable(browser: { isSecureContext: boolean; hasMicrophoneAccess: boolean; recordsOpus: boolean }): string | null {
  if (!browser.isSecureContext)
    return 'Recording needs a secure page: browsers use the microphone only over HTTPS or from localhost.';
  if (!browser.hasMicrophoneAccess || !browser.recordsOpus) return 'This browser cannot record Opus audio here (a current Chrome, Edge, Firefox or Safari can).';
  return null;
}

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A recording's length as the offer says it: whole minutes, or seconds under a minute. */
export function recordingLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return whole < 60 ? `${whole} s` : `${Math.round(whole / 60)} min`;
}

/**
 * "Recording of 14:32, 23 min: upload or discard" for a recording left unfinished (the tab closed, the browser
 * crashed); the day is said too when it was not today.
 */
export function recoveryOffer(recording: { startedAt: number; seconds: number }, now = Date.now()): string {
  const started = new Date(recording.startedAt);
  const when = day(started) === day(new Date(now)) ? clock(started) : `${day(started)} ${clock(started)}`;
  return `Recording of ${when}, ${recordingLength(recording.seconds)}: upload or discard`;
}

/** The uploaded file's name, "Recording 2026-11-28 14-32.ogg"; no dot before the extension, so the title prefilled from it is the whole name. */
export const recordingFileName = (startedAt: number) => {
  const started = new Date(startedAt);
  return `Recording ${day(started)} ${clock(started).replace(':', '-')}.ogg`;
};

/** The meter's reading, 0..100, from a stretch of samples (−1..1): their loudness from −60 dBFS (0) to full scale (100). */
export function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  const decibels = 20 * Math.log10(Math.max(rms, 1e-6));
  return Math.round(Math.min(100, Math.max(0, ((decibels + 60) / 60) * 100)));
}
