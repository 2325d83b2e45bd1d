import type { Readable } from 'node:stream';
import type { Segment } from '../domain/segment-types.ts';
import type { TranscribeOptions } from '../domain/transcribe-options.ts';
// The service's wire contract, the one module of the service this client imports.
import type { PlaceholderTerm } from '../domain/pseudonyms/placeholders.ts';
import { SECRET_HEADER, type ClipVoiceprints, type EngineStatus, type Health, type JobProgress, type ChapterTitlesAnswer, type ChapterTitlesRequest, type RefineRequest, type SummaryAnswer, type SummaryRequest, type TranscribeQuery, type Transcription } from '../editor-service/contract.ts';
import { post, type PostAnswer } from './http-post.ts';

export type { ClipVoiceprints, EngineStatus, Transcription } from '../editor-service/contract.ts';

const HEALTH_TIMEOUT_MS = 5000;

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

function unreachable(error: unknown): EditorServiceError {
  const reason =
    error instanceof Error
      ? error.name === 'TimeoutError' || (error.name === 'AbortError' && String(error.cause ?? '').includes('TimeoutError'))
        ? 'timed out'
        : error.message
      : String(error);
  return new EditorServiceError(503, `editor service unreachable (${reason})`);
}

/** Sends one request and turns transport failures and non-2xx answers into EditorServiceError. */
async function call(url: string, body: Uint8Array | string | Readable, headers: Record<string, string>, signal: AbortSignal): Promise<unknown> {
  let answer: PostAnswer;
  try {
    answer = await post(url, body, headers, signal);
  } catch (error) {
    throw unreachable(signal.reason instanceof Error && signal.aborted ? signal.reason : error);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new EditorServiceError(answer.status, answer.body.trim().slice(0, BODY_LIMIT) || answer.statusText);
  }
  try {
    return JSON.parse(answer.body);
  } catch {
    throw new EditorServiceError(502, 'the editor service answered with something other than JSON');
  }
}

/** The only module that talks to the editor service (spec section 7). */
export class EditorClient {
  /** Sent on every call: the service's secret when it has one. */
  private readonly headers: Record<string, string>;

  constructor(
    readonly baseUrl: string,
    private readonly timeouts: { transcribeMs: number; refineMs: number },
    secret?: string,
  ) {
    this.headers = secret ? { [SECRET_HEADER]: secret } : {};
  }

  /**
   * Sends audio to be transcribed. A stream is piped to the service as it is read, so the server never holds a
   * whole recording; give its `size` when known (the service then refuses an oversized body before reading it).
   */
  async transcribe(
    audio: Uint8Array | Readable,
    contentType: string,
    options: TranscribeOptions & { job?: string; size?: number; signal?: AbortSignal } = {},
  ): Promise<Transcription> {
    const params: TranscribeQuery = {};
    if (options.job) params.job = options.job;
    if (options.speakers) params.speakers = String(options.speakers);
    if (options.language) params.language = options.language;
    if (options.engine) params.engine = options.engine;
    if (options.model) params.model = options.model;
    if (options.vocabulary?.length) params.vocabulary = JSON.stringify(options.vocabulary);
    if (options.tracks?.length) params.tracks = JSON.stringify(options.tracks);
    const query = new URLSearchParams(params as Record<string, string>); // only the parameters given are set
    const timeout = AbortSignal.timeout(this.timeouts.transcribeMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const headers: Record<string, string> = { ...this.headers, 'content-type': contentType || 'application/octet-stream' };
    if (options.size !== undefined) headers['content-length'] = String(options.size);
    const result = (await call(`${this.baseUrl}/transcribe-deepgram?${query}`, audio, headers, signal)) as Transcription;
    if (!Array.isArray(result?.segments)) throw new EditorServiceError(502, 'the editor service answered without segments');
    return result;
  }

  /**
   * The voiceprint of each clip ([start, end] seconds, in time order) of a recording, streamed to the service as it
   * is read, for remembering a voice.
   */
  async voiceprints(audio: Uint8Array | Readable, contentType: string, clips: Array<[number, number]>, size?: number): Promise<ClipVoiceprints> {
    const headers: Record<string, string> = { ...this.headers, 'content-type': contentType || 'application/octet-stream' };
    if (size !== undefined) headers['content-length'] = String(size);
    const query = new URLSearchParams({ clips: JSON.stringify(clips) });
    const answer = (await call(`${this.baseUrl}/voiceprints?${query}`, audio, headers, AbortSignal.timeout(this.timeouts.transcribeMs))) as ClipVoiceprints;
    if (typeof answer?.model !== 'string' || !Array.isArray(answer.clips)) throw new EditorServiceError(502, 'the editor service answered /voiceprints without voiceprints');
    return answer;
  }

  /** The engines GET /health lists; EditorServiceError when the service cannot be asked. */
  async engines(): Promise<EngineStatus[]> {
    let answer: Response;
    try {
      answer = await fetch(`${this.baseUrl}/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    } catch (error) {
      // fetch says only "fetch failed"; the cause (ECONNREFUSED, …) is what helps.
      throw unreachable(error instanceof TypeError && error.cause instanceof Error ? error.cause : error);
    }
    const body = await answer.text();
    if (!answer.ok) throw new EditorServiceError(answer.status, body.trim().slice(0, BODY_LIMIT) || answer.statusText);
    let health: Partial<Health>;
    try {
      health = JSON.parse(body);
    } catch {
      throw new EditorServiceError(502, 'the editor service answered /health with something other than JSON');
    }
    if (!Array.isArray(health?.engines)) throw new EditorServiceError(502, 'the editor service’s /health does not list its engines');
    return health.engines as EngineStatus[];
  }

  /** How far a transcription job is (0..1), or undefined when the service does not know the job. */
  async progress(job: string): Promise<number | undefined> {
    try {
      const response = await fetch(`${this.baseUrl}/progress/${encodeURIComponent(job)}`, { headers: this.headers, signal: AbortSignal.timeout(2000) });
      if (!response.ok) return undefined;
      const { progress } = (await response.json()) as Partial<JobProgress>;
      return typeof progress === 'number' ? progress : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * A language model's summary for show notes (contract.ts SummaryRequest): its lines, each citing segment times;
   * null when the service has no model (its 404), so the summary is written offline.
   */
  async summary(segments: readonly Segment[], terms: readonly PlaceholderTerm[]): Promise<string[] | null> {
    const body: SummaryRequest = { segments: segments.map(({ start, speaker, text }) => ({ start, speaker, text })), pseudonyms: [...terms] };
    return this.modelTexts('/summary', body, (answer) => (answer as Partial<SummaryAnswer>)?.lines);
  }

  /** A language model's title for each chapter's text (contract.ts ChapterTitlesRequest); null when it has no model. */
  async chapterTitles(chapters: readonly string[], terms: readonly PlaceholderTerm[]): Promise<string[] | null> {
    const body: ChapterTitlesRequest = { chapters: [...chapters], pseudonyms: [...terms] };
    return this.modelTexts('/chapter-titles', body, (answer) => (answer as Partial<ChapterTitlesAnswer>)?.titles);
  }

  /** A model route's list of texts; null on its 404 (no model configured there, or a service from before the route). */
  private async modelTexts(route: string, body: unknown, listOf: (answer: unknown) => unknown): Promise<string[] | null> {
    try {
      const texts = listOf(await call(`${this.baseUrl}${route}`, JSON.stringify(body), { ...this.headers, 'content-type': 'application/json' }, AbortSignal.timeout(this.timeouts.refineMs)));
      if (!Array.isArray(texts)) throw new EditorServiceError(502, `${route} did not answer with a list of texts`);
      return texts.map((text) => (typeof text === 'string' ? text : ''));
    } catch (error) {
      if (error instanceof EditorServiceError && error.status === 404) return null;
      throw error;
    }
  }

  /** `terms`: sent to the model as placeholders (none: the spec's bare array is sent). */
  async refine(segments: Segment[], terms: readonly PlaceholderTerm[] = []): Promise<Segment[]> {
    const body: Segment[] | RefineRequest = terms.length ? { segments, pseudonyms: [...terms] } : segments;
    const refined = await call(`${this.baseUrl}/refine`, JSON.stringify(body), { ...this.headers, 'content-type': 'application/json' }, AbortSignal.timeout(this.timeouts.refineMs));
    if (!Array.isArray(refined)) throw new EditorServiceError(502, 'the refine service did not answer with a list of segments');
    return refined as Segment[];
  }
}
