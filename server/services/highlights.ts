import { authorOf } from '../auth/identity.ts';
import type { RequestFacts } from '../auth/request-facts.ts';
import { readerOf } from '../auth/visibility.ts';
import { anchorSelection, cleanNote, cleanTags, placeHighlight, type HighlightPlace, type HighlightSelection } from '../domain/highlights.ts';
import { notFound } from '../domain/errors.ts';
import { mostUsedTags } from '../domain/tag-counts.ts';
import type { Segment } from '../domain/segment-types.ts';
import type { Transcript } from '../domain/transcript.ts';
import type { LiveEvents } from '../events/live-events.ts';
import type { HighlightRecord, HighlightsRepo } from '../store/highlights-repo.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { seenByFilter } from '../store/visibility-filter.ts';
import { assertId } from './record-id.ts';
import { currentSegments, liveTranscript } from './current-transcript.ts';

/** A highlight as the API shows it: as stored, and where it is in the current version. */
export interface HighlightView {
  record: HighlightRecord;
  place: HighlightPlace;
}

export interface NewHighlightInput extends HighlightSelection {
  transcriptId: string;
  tags: readonly string[];
  note?: string | null;
}

/**
 * Highlights (README "Highlights"): passages of one speaker's words with tags and a note, made by editors and owners.
 * Each keeps the words it is on, so it is found again in later versions as comments are, or shown outdated.
 * Who may see which transcript is decided at the door (auth/transcript-gate.ts); pseudonyms where they are shown
 * (schema/highlights.ts). Each change is told to live subscribers after it is stored.
 */
export class HighlightService {
  constructor(
    private readonly highlights: HighlightsRepo,
    private readonly repo: TranscriptsRepo,
    private readonly live: LiveEvents,
  ) {}

  async add({ identity }: RequestFacts, input: NewHighlightInput): Promise<HighlightView> {
    const tags = cleanTags(input.tags);
    const note = cleanNote(input.note);
    const meta = await this.transcript(input.transcriptId);
    const segments = await this.segmentsOf(meta);
    const { parts, speaker, start, end } = anchorSelection(input, segments);
    const record = await this.highlights.create({ transcript: meta.id, parts, speaker, start, end, tags, note, author: authorOf(identity), version_id: meta.currentVersionId ?? '' });
    this.live.highlightChanged(meta.id, record.id, 'ADDED');
    return { record, place: placeHighlight(record.parts, segments) };
  }

  /** Replaces a highlight's tags and note; either left out (null) is kept, `[]` and "" remove them. */
  async update(id: string, tags: readonly string[] | null | undefined, note: string | null | undefined): Promise<HighlightView> {
    const cleaned = tags == null ? null : cleanTags(tags);
    const cleanedNote = note == null ? null : cleanNote(note);
    const existing = await this.get(id);
    const record = await this.highlights.update(existing.id, { tags: cleaned ?? existing.tags, note: cleanedNote ?? existing.note });
    this.live.highlightChanged(record.transcript, record.id, 'UPDATED');
    return this.placed(record);
  }

  async delete(id: string): Promise<boolean> {
    const existing = await this.get(id);
    const deleted = await this.highlights.delete(existing.id);
    this.live.highlightChanged(existing.transcript, existing.id, 'DELETED');
    return deleted;
  }

  /** One highlight, placed in the current version; null when there is no such highlight (deleted since). */
  async view(id: string): Promise<HighlightView | null> {
    const record = await this.get(id).catch(() => null);
    return record && this.placed(record);
  }

  /** A transcript's highlights in the order of the text (outdated ones where they were), placed in `segments`. */
  async ofTranscript(meta: Transcript, segments: readonly Segment[]): Promise<HighlightView[]> {
    const order = new Map(segments.map((segment, i) => [segment.id, i]));
    const views = (await this.highlights.ofTranscript(meta.id)).map((record) => ({ record, place: placeHighlight(record.parts, segments) }));
    const position = (view: HighlightView) => order.get(view.place.fromSegmentId ?? undefined) ?? -1;
    return views.sort((a, b) => position(a) - position(b) || (a.place.fromWord ?? -1) - (b.place.fromWord ?? -1) || a.record.created.localeCompare(b.record.created));
  }

  /** The tags used on the highlights of transcripts the asker sees, most used first (then alphabetically), each as first spelled. */
  async tags({ identity }: RequestFacts, limit: number): Promise<string[]> {
    return mostUsedTags(await this.highlights.tagsOn(seenByFilter(readerOf(identity), 'transcript.')), limit);
  }

  /** The transcript a highlight is on; null when there is no such highlight. */
  transcriptIdOf(id: string): Promise<string | null> {
    return this.get(id).then(
      (highlight) => highlight.transcript,
      () => null,
    );
  }

  private async placed(record: HighlightRecord): Promise<HighlightView> {
    return { record, place: placeHighlight(record.parts, await this.segmentsOf(await this.repo.getTranscript(record.transcript))) };
  }

  private async get(id: string): Promise<HighlightRecord> {
    assertId(id, 'Highlight');
    return this.highlights.get(id).catch(() => {
      throw notFound('Highlight not found');
    });
  }

  private transcript(id: string): Promise<Transcript> {
    return liveTranscript(this.repo, id);
  }

  private segmentsOf(meta: Transcript): Promise<Segment[]> {
    return currentSegments(this.repo, meta);
  }
}
