import path from 'node:path';
import { renderAudiogram } from '../audio/audiogram.ts';
import { clipTimeoutMs, renderClip } from '../audio/clip.ts';
import type { BleepSpans } from '../audio/bleep-spans.ts';
import type { Identity } from '../auth/identity.ts';
import { hashToken, looksLikeToken, newToken } from '../auth/tokens.ts';
import { readerOf, sees, seesOriginals } from '../auth/visibility.ts';
import { captionCues, type CaptionCue } from '../domain/audiogram-captions.ts';
import { clipWindow, selectionTimes, type ClipWindow } from '../domain/clips.ts';
import { badInput, notFound, userError } from '../domain/errors.ts';
import { placeHighlight, type HighlightSelection } from '../domain/highlights.ts';
import type { Pseudonym } from '../domain/pseudonyms/pseudonym.ts';
import type { Segment } from '../domain/segment-types.ts';
import type { Transcript } from '../domain/transcript.ts';
import { PDF_FONT, PDF_FONT_DIR } from '../export/pdf-font.ts';
import { FfmpegError } from '../lib/ffmpeg.ts';
import type { WorkQueue } from '../lib/work-queue.ts';
import type { ClipFormat, ClipRecord, ClipsRepo } from '../store/clips-repo.ts';
import { clipFileName, clipMimeType, isAudiogram } from '../store/clips-repo.ts';
import type { HighlightsRepo } from '../store/highlights-repo.ts';
import { storeTime } from '../store/times.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { spoolStoredAudio, type BleepedAudioService, type StoredAudio } from './bleeped-audio.ts';
import { currentSegments, liveTranscript } from './current-transcript.ts';
import { assertId } from './record-id.ts';

/** How long a clip of a selection is kept; a highlight's is kept while the highlight is. */
export const CLIP_TTL_MS = 24 * 60 * 60_000;
/** How long a clip link works, as an export link. */
export const CLIP_LINK_TTL_MS = 5 * 60_000;
/** Clips rendered at once (each takes one core for a few seconds), and how many may wait. */
export const CLIP_WORKERS = 1;
export const CLIP_QUEUE = 50;
/** A clip still queued or rendering this long after its last change was left by a server that stopped. */
export const CLIP_STALE_MS = 10 * 60_000;

/** What a clip is made of: a highlight, or a selection of a transcript's words (exactly one). */
export interface NewClipInput {
  highlightId?: string | null;
  transcriptId?: string | null;
  selection?: Partial<HighlightSelection>;
  format: ClipFormat;
  paddingMs: number;
}

/**
 * What a person is given of a transcript (services/pseudonyms.ts): the spans they hear bleeped, and the list its
 * words are read through (an audiogram's captions); none of either for those who see originals.
 */
export interface ClipViewing {
  hiddenSpans(identity: Identity, meta: Transcript): Promise<BleepSpans>;
  shownWith(identity: Identity, meta: Transcript): Promise<Pseudonym[] | undefined>;
}

/** An audiogram's captions: Carlito (the PDF export's font, a product package), which libass finds in its folder. */
const AUDIOGRAM_FONT = { family: PDF_FONT, dir: PDF_FONT_DIR };

/**
 * Clips (README "Clips"): a stretch of a transcript's audio cut at words' times, or an audiogram of it (a video of its
 * waveform with the words as captions), rendered by ffmpeg on a queue
 * of their own, stored in the clips collection, served at /clips/{id} and by single-use links. Whoever sees
 * pseudonyms gets a render from the bleeped audio, and is never served a render made from the original.
 */
export class ClipService {
  constructor(
    private readonly clips: ClipsRepo,
    private readonly highlights: HighlightsRepo,
    private readonly repo: TranscriptsRepo,
    private readonly bleeps: BleepedAudioService,
    private readonly viewing: ClipViewing,
    private readonly queue: WorkQueue,
    /** Shown at the top of an audiogram (SERIES_NAME, as in the exports). */
    private readonly seriesTitle: string,
    /** No stored recording is larger (the upload limit). */
    private readonly maxBytes: number,
    private readonly log: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Checks the request, stores the clip as queued and queues its render; nothing is stored when it is refused. */
  async create(identity: Identity, input: NewClipInput): Promise<ClipRecord> {
    const { meta, words, highlight, segments } = await this.source(identity, input);
    if (!meta.fileId) throw badInput('This transcript has no audio to clip.');
    const window = clipWindow(words, input.paddingMs, meta.duration > 0 ? meta.duration : null);
    if (!this.queue.hasRoom()) throw userError('BUSY', 'Too many clips are being made right now; try again in a minute.');
    const hidden = await this.viewing.hiddenSpans(identity, meta);
    // An audiogram's words are read now, as its maker is shown them, as its audio is their render.
    const cues = isAudiogram(input.format) ? captionCues(segments, words, window, await this.viewing.shownWith(identity, meta)) : [];
    const record = await this.clips.create({
      transcript: meta.id,
      highlight: highlight ?? '',
      owner: identity.kind === 'user' || identity.kind === 'apiToken' ? identity.user.id : '',
      format: input.format,
      start: window.start,
      end: window.end,
      pseudonymised: !seesOriginals(identity, meta),
      expires: highlight ? '' : new Date(this.now() + CLIP_TTL_MS).toISOString(),
    });
    this.queue.add(() => this.render(record, meta, hidden, cues));
    return record;
  }

  /** A clip `identity` may hear; NOT_FOUND for any other, as for a wrong id. */
  async get(identity: Identity, id: string): Promise<ClipRecord> {
    assertId(id, 'Clip');
    const record = await this.clips.get(id).catch(() => null);
    if (!record || !(await this.mayHear(identity, record))) throw notFound('Clip not found');
    return record;
  }

  /** The rendered file of a clip `identity` may hear; NOT_FOUND until it is ready. */
  async audio(identity: Identity, id: string): Promise<StoredAudio> {
    return this.ready(await this.get(identity, id));
  }

  /** A link (GET /download/{token}) to a ready clip, for someone without an account: it works once, for CLIP_LINK_TTL_MS. */
  async link(identity: Identity, id: string): Promise<string> {
    const record = await this.get(identity, id);
    if (record.status !== 'ready') throw badInput('This clip is not ready yet: ask for a link once its status is READY.');
    const { token, hash } = newToken('tsc');
    await this.clips.deleteExpiredLinks(new Date(this.now())).catch(() => undefined);
    await this.clips.createLink(record.id, hash, new Date(this.now() + CLIP_LINK_TTL_MS));
    return `/download/${token}`;
  }

  /** The clip a link stands for (the link used up by asking), with the file name it is downloaded as. */
  async byLink(token: string): Promise<StoredAudio & { filename: string }> {
    const link = looksLikeToken(token, 'tsc') ? await this.clips.takeLink(hashToken(token)) : null;
    const record = link && storeTime(link.expires) > this.now() ? await this.clips.get(link.clip).catch(() => null) : null;
    if (!record) throw notFound('This clip link was used already, has expired (links last 5 minutes) or never existed: ask for a new one.');
    return { ...(await this.ready(record)), filename: clipFileName(`clip-${record.id}`, record.format) };
  }

  /**
   * The scheduled clean-up: deletes the clips past their 24 hours (a highlight's have none), and marks failed those a
   * stopped server left queued or rendering. Answers how many were deleted.
   */
  async cleanUp(now: Date): Promise<number> {
    let deleted = 0;
    for (const record of await this.clips.due(now, new Date(now.getTime() - CLIP_STALE_MS))) {
      if (record.expires && storeTime(record.expires) < now.getTime()) {
        if (await this.clips.delete(record.id).catch(() => false)) deleted += 1;
      } else {
        await this.clips.progress(record.id, { status: 'failed', error: 'The server stopped while making this clip: make it again.' }).catch(() => undefined);
      }
    }
    return deleted;
  }

  private async ready(record: ClipRecord): Promise<StoredAudio> {
    if (record.status !== 'ready' || !record.file) throw notFound('This clip is not ready yet.');
    return { address: await this.repo.fileAddress(record), type: clipMimeType(record.format) };
  }

  /** Whoever sees the transcript, and for a clip with the originals' audio, only those who see originals. */
  private async mayHear(identity: Identity, record: ClipRecord): Promise<boolean> {
    if (identity.kind === 'reviewLink' || identity.kind === 'anonymous') return false;
    const meta = await this.repo.getTranscript(record.transcript).catch(() => null);
    if (!meta || meta.status === 'deleted' || !sees(readerOf(identity), meta)) return false;
    return record.pseudonymised || seesOriginals(identity, meta);
  }

  /** The transcript and the words' times a request names, checked: one form only, on a transcript the asker sees. */
  private async source(identity: Identity, input: NewClipInput): Promise<{ meta: Transcript; words: ClipWindow; highlight: string | null; segments: Segment[] }> {
    const selection = input.selection ?? {};
    // A transcript the asker may not see is not found, whatever else the request lacks, as for a wrong id.
    const named = input.transcriptId ? await this.seen(identity, input.transcriptId) : null;
    const selected = input.transcriptId != null || Object.values(selection).some((value) => value != null);
    if (Boolean(input.highlightId) === selected) {
      throw badInput('Name either a highlightId, or a transcriptId with fromSegmentId, fromWord, toSegmentId and toWord: one of the two.');
    }
    if (input.highlightId) {
      assertId(input.highlightId, 'Highlight');
      const highlight = await this.highlights.get(input.highlightId).catch(() => null);
      const meta = highlight && (await this.seen(identity, highlight.transcript).catch(() => null));
      if (!highlight || !meta) throw notFound('Highlight not found');
      const segments = await currentSegments(this.repo, meta);
      const place = placeHighlight(highlight.parts, segments);
      // A highlight whose words were deleted still has the times it was made on.
      const words = place.outdated ? { start: highlight.start, end: highlight.end } : { start: place.start!, end: place.end! };
      return { meta, words, highlight: highlight.id, segments };
    }
    const { fromSegmentId, fromWord, toSegmentId, toWord } = selection;
    if (!named || fromSegmentId == null || fromWord == null || toSegmentId == null || toWord == null) {
      throw badInput('A clip of a selection needs transcriptId, fromSegmentId, fromWord, toSegmentId and toWord.');
    }
    const segments = await currentSegments(this.repo, named);
    const words = selectionTimes({ fromSegmentId, fromWord, toSegmentId, toWord }, segments);
    return { meta: named, words, highlight: null, segments };
  }

  private async seen(identity: Identity, transcriptId: string): Promise<Transcript> {
    const meta = await liveTranscript(this.repo, transcriptId);
    if (!sees(readerOf(identity), meta)) throw notFound();
    return meta;
  }

  private async render(record: ClipRecord, meta: Transcript, hidden: BleepSpans, cues: CaptionCue[]): Promise<void> {
    const window = { start: record.start, end: record.end };
    let told = 0;
    // One write at a time, in order, all done before the clip is marked ready.
    let writing = Promise.resolve();
    const tell = (share: number) => {
      // A store write per tenth is plenty for a bar polled every second or so.
      if (share - told < 0.1) return;
      told = share;
      writing = writing.then(() => this.clips.progress(record.id, { progress: Math.min(0.99, share) })).then(
        () => undefined,
        () => undefined,
      );
    };
    try {
      await this.clips.progress(record.id, { status: 'rendering' });
      const audio = await this.bleeps.audio(meta, hidden);
      if (!audio) throw badInput('The transcript has no audio any more.');
      const spooled = await spoolStoredAudio(audio.address, this.maxBytes, clipTimeoutMs(meta.duration || window.end), 'clip');
      try {
        const output = path.join(path.dirname(spooled.path), clipFileName('clip', record.format));
        if (isAudiogram(record.format)) {
          const shape = record.format === 'audiogram_square' ? 'square' : 'vertical';
          await renderAudiogram({ input: spooled.path, window, shape, cues, title: this.seriesTitle, font: AUDIOGRAM_FONT, output, onProgress: tell });
        } else {
          await renderClip({ input: spooled.path, window, format: record.format, output, onProgress: tell });
        }
        await writing;
        await this.clips.finish(record.id, output, record.format);
      } finally {
        await spooled.dispose();
      }
    } catch (error) {
      const said = error instanceof FfmpegError ? `the audio could not be cut (ffmpeg: ${error.said})` : (error as Error).message;
      this.log(`Clip ${record.id} failed: ${said}`);
      // A clip deleted meanwhile (its highlight or transcript went) has nothing to mark.
      await this.clips.progress(record.id, { status: 'failed', error: `Could not make this clip: ${said}`.slice(0, 500) }).catch(() => undefined);
    }
  }
}
