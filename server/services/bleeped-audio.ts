import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { bleepTimeoutMs, renderBleeps } from '../audio/bleep.ts';
import { bleepKey, widenSpans, type BleepMode, type BleepSpans } from '../audio/bleep-spans.ts';
import type { Transcript } from '../domain/transcript.ts';
import { spoolToFile, type SpooledFile } from '../lib/spool.ts';
import type { BleepedAudioRepo } from '../store/bleeped-audio-repo.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';

/** Audio to serve: where the store has it, and its type. */
export interface StoredAudio {
  address: string;
  type: string;
}

/**
 * Stored audio copied to a private temporary file for ffmpeg: on disk, not in memory, as ffmpeg reads a recording
 * seekable whatever its container. `dispose` it whatever happens.
 */
export async function spoolStoredAudio(address: string, maxBytes: number, timeoutMs: number, label: string): Promise<SpooledFile> {
  const source = await fetch(address, { signal: AbortSignal.timeout(timeoutMs) });
  if (!source.ok || !source.body) throw new Error(`stored audio unreadable (${source.status})`);
  return spoolToFile(Readable.fromWeb(source.body as WebStream<Uint8Array>), maxBytes, { stopAtLimit: true, label });
}

/**
 * A transcript's audio with spans hidden (issue 52's bleeps), rendered once per recording, set of spans and mode,
 * and kept in the store beside the recording (bleeped_audio), whose deletion takes the renders with it. The spans
 * come from the caller: the pseudonym matcher's word times.
 */
export class BleepedAudioService {
  private readonly inFlight = new Map<string, Promise<StoredAudio>>();

  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly bleeped: BleepedAudioRepo,
    /** The upload limits: no stored recording is larger or longer. */
    private readonly maxBytes: number,
    private readonly maxSeconds: number,
    /** The mode when none is named: the library's (TAPESCRIPT_BLEEP). */
    private readonly mode: BleepMode = 'SILENCE',
  ) {}

  /** The audio with `spans` hidden; the recording itself when there is nothing to hide; null when it has no audio. */
  async audio(meta: Transcript, spans: BleepSpans, mode: BleepMode = this.mode): Promise<StoredAudio | null> {
    if (!meta.fileId) return null;
    if (!widenSpans(spans).length) {
      const file = await this.repo.getFile(meta.fileId);
      return { address: await this.repo.fileAddress(file), type: file.file_type };
    }
    const key = bleepKey(spans, mode);
    const made = await this.bleeped.find(meta.fileId, key);
    if (made) return { address: await this.repo.fileAddress(made), type: 'audio/ogg' };
    // One render per recording and key at a time, however many listeners ask while it runs.
    const at = `${meta.fileId}:${key}`;
    let pending = this.inFlight.get(at);
    if (!pending) {
      pending = this.render(meta, spans, mode, key).finally(() => this.inFlight.delete(at));
      this.inFlight.set(at, pending);
    }
    return pending;
  }

  private async render(meta: Transcript, spans: BleepSpans, mode: BleepMode, key: string): Promise<StoredAudio> {
    const file = await this.repo.getFile(meta.fileId);
    const timeoutMs = bleepTimeoutMs(meta.duration > 0 ? meta.duration : this.maxSeconds);
    const spooled = await spoolStoredAudio(await this.repo.fileAddress(file), this.maxBytes, timeoutMs, 'bleep');
    try {
      const output = path.join(path.dirname(spooled.path), 'bleeped.ogg');
      await renderBleeps({ input: spooled.path, spans, mode, output, format: 'ogg', timeoutMs });
      const stored = await this.bleeped.create(meta.fileId, key, output, `bleeped-${mode.toLowerCase()}.ogg`);
      return { address: await this.repo.fileAddress(stored), type: 'audio/ogg' };
    } finally {
      await spooled.dispose();
    }
  }
}
