import type { Config } from '../config.ts';
import { badInput } from '../domain/errors.ts';
import { buildExport, type ExportFormat, type ExportedDocument } from '../export/index.ts';

import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { assertId } from './transcripts.ts';

/** Builds downloads of a transcript's current version in the series' house layout. */
export class ExportService {
  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly layout: Config['export'],
  ) {}

  async export(id: string, format: ExportFormat, options: { timecodes?: boolean; subtitle?: string | null } = {}): Promise<ExportedDocument> {
    assertId(id);
    const meta = await this.repo.getMeta(id);
    if (meta.status === 'transcribing') throw badInput('This transcript is still being transcribed; export it once it is ready.');
    if (!meta.data_id) throw badInput('This transcript has no text to export: its transcription failed.');
    const version = await this.repo.getData(meta.data_id);
    return buildExport(format, { title: meta.title, segments: version.segments ?? [], subtitle: options.subtitle }, { ...this.layout, timecodes: options.timecodes });
  }
}
