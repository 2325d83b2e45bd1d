import type { Config } from '../config.ts';
import { badInput } from '../domain/errors.ts';
import { buildExport, type ExportFormat, type ExportedDocument } from '../export/index.ts';
import type { ExportComment } from '../export/types.ts';
import type { CommentService, CommentView } from './comments.ts';

import { storeTime } from '../store/times.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { assertId } from './transcripts.ts';

/** Builds downloads of a transcript's current version in the series' house layout. */
export class ExportService {
  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly layout: Config['export'],
    private readonly comments?: CommentService,
  ) {}

  /** `comments`: the Word file carries the transcript's comment threads as Word comments (other formats ignore it). */
  async export(id: string, format: ExportFormat, options: { timecodes?: boolean; subtitle?: string | null; comments?: boolean } = {}): Promise<ExportedDocument> {
    assertId(id);
    const meta = await this.repo.getMeta(id);
    if (meta.status === 'transcribing') throw badInput('This transcript is still being transcribed; export it once it is ready.');
    if (!meta.data_id) throw badInput('This transcript has no text to export: its transcription failed.');
    const version = await this.repo.getData(meta.data_id);
    const comments = options.comments && format === 'docx' && this.comments ? (await this.comments.threads(meta)).map(exportComment) : undefined;
    return buildExport(format, { title: meta.title, segments: version.segments ?? [], subtitle: options.subtitle, comments }, { ...this.layout, timecodes: options.timecodes });
  }
}

/** A thread as the Word export takes it (an outdated one on its segment as a whole: its words are gone). */
function exportComment({ record, place, replies }: CommentView): ExportComment {
  const author = (view: CommentView['record']) => view.author?.name ?? 'Tapescript';
  return {
    segmentId: place.segmentId,
    fromWord: place.fromWord,
    toWord: place.toWord,
    author: author(record),
    date: new Date(storeTime(record.created)),
    text: place.outdated ? `${record.text}\n(outdated: it was on “${record.quote}”)` : record.text,
    resolved: Boolean(record.resolved),
    replies: replies.map((reply) => ({ author: author(reply.record), date: new Date(storeTime(reply.record.created)), text: reply.record.text })),
  };
}
