import type { Segment } from '../domain/segments.ts';

export interface TranscriptionResult {
  engine: string;
  duration: number;
  segments: Segment[];
}

/** A failed call to the editor service, carrying what the spec's messages need: status and body. */
export class EditorServiceError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status} ${body}`.trim());
  }
}

const BODY_LIMIT = 500;

async function failure(response: Response): Promise<EditorServiceError> {
  const body = (await response.text().catch(() => '')).trim().slice(0, BODY_LIMIT);
  return new EditorServiceError(response.status, body || response.statusText);
}

function unreachable(error: unknown): EditorServiceError {
  const reason = error instanceof Error ? (error.name === 'TimeoutError' ? 'timed out' : (error.cause as Error)?.message ?? error.message) : String(error);
  return new EditorServiceError(503, `editor service unreachable (${reason})`);
}

/** The only module that talks to the editor service (spec section 7). */
export class EditorClient {
  constructor(
    readonly baseUrl: string,
    private readonly timeouts: { transcribeMs: number; refineMs: number },
  ) {}

  async transcribe(audio: Uint8Array<ArrayBuffer>, contentType: string, options: { job?: string; speakers?: number; signal?: AbortSignal } = {}): Promise<TranscriptionResult> {
    const query = new URLSearchParams();
    if (options.job) query.set('job', options.job);
    if (options.speakers) query.set('speakers', String(options.speakers));
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/transcribe-deepgram?${query}`, {
        method: 'POST',
        headers: { 'content-type': contentType || 'application/octet-stream' },
        body: audio,
        signal: options.signal
          ? AbortSignal.any([options.signal, AbortSignal.timeout(this.timeouts.transcribeMs)])
          : AbortSignal.timeout(this.timeouts.transcribeMs),
      });
    } catch (error) {
      throw unreachable(error);
    }
    if (!response.ok) throw await failure(response);
    const result = (await response.json()) as TranscriptionResult;
    if (!Array.isArray(result?.segments)) throw new EditorServiceError(502, 'the editor service answered without segments');
    return result;
  }

  /** How far a transcription job is (0..1), or undefined when the service does not know the job. */
  async progress(job: string): Promise<number | undefined> {
    try {
      const response = await fetch(`${this.baseUrl}/progress/${encodeURIComponent(job)}`, { signal: AbortSignal.timeout(2000) });
      if (!response.ok) return undefined;
      const { progress } = (await response.json()) as { progress?: number };
      return typeof progress === 'number' ? progress : undefined;
    } catch {
      return undefined;
    }
  }

  async refine(segments: Segment[]): Promise<Segment[]> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/refine`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(segments),
        signal: AbortSignal.timeout(this.timeouts.refineMs),
      });
    } catch (error) {
      throw unreachable(error);
    }
    if (!response.ok) throw await failure(response);
    const refined = await response.json();
    if (!Array.isArray(refined)) throw new EditorServiceError(502, 'the refine service did not answer with a list of segments');
    return refined as Segment[];
  }
}
