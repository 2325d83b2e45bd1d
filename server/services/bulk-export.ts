import { zipSync, type Zippable } from 'fflate';
import { GraphQLError } from 'graphql';
import type { Identity } from '../auth/identity.ts';
import { badInput } from '../domain/errors.ts';
import type { ExportFormat } from '../export/index.ts';
import type { ExportOptions, ExportService } from './exports.ts';

/** The most transcripts one zip holds: each is rendered in every format asked for, in the request. */
export const MAX_ZIP_TRANSCRIPTS = 50;

/** A zip of many transcripts' exports (README "Working on many transcripts"). */
export interface ExportedZip {
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
}

/**
 * One zip of each transcript's export in each format, a folder per transcript named as its files are (its title as the
 * asker is shown it: pseudonymised where single exports are). Every file is made before the zip is, so a transcript
 * that cannot be exported (still transcribing, failed, not found) fails the whole request, naming it; nothing half-made.
 */
export async function exportZip(exports: ExportService, identity: Identity, ids: readonly string[], formats: readonly ExportFormat[], options: ExportOptions): Promise<ExportedZip> {
  if (ids.length === 0 || ids.length > MAX_ZIP_TRANSCRIPTS) throw badInput(`Export 1 to ${MAX_ZIP_TRANSCRIPTS} transcripts at once; ${ids.length} were asked for.`);
  if (new Set(ids).size !== ids.length) throw badInput('A transcript is named twice in ids.');
  if (formats.length === 0) throw badInput('Choose at least one format.');
  const files: Zippable = {};
  const folders = new UniqueNames();
  for (const id of ids) {
    const made = [];
    // One after another: each export renders a whole transcript, and a request should not take every core.
    for (const format of new Set(formats)) made.push(await exportOne(exports, identity, id, format, options));
    const folder = folders.take(made[0].filename.replace(/\.[^.]+$/, ''));
    for (const file of made) files[`${folder}/${file.filename}`] = file.bytes;
  }
  return { filename: 'transcripts.zip', mimeType: 'application/zip', bytes: zipSync(files) };
}

async function exportOne(exports: ExportService, identity: Identity, id: string, format: ExportFormat, options: ExportOptions) {
  try {
    return await exports.export(identity, id, format, options);
  } catch (error) {
    // Which of the many it was: the code (NOT_FOUND, BAD_USER_INPUT) stays the single export's.
    if (error instanceof GraphQLError) throw new GraphQLError(`Transcript ${id}: ${error.message}`, { extensions: error.extensions });
    throw error;
  }
}

/** Folder names, each given once: a second "Interview" becomes "Interview (2)" (case aside, as file systems compare). */
class UniqueNames {
  private readonly taken = new Set<string>();

  take(name: string): string {
    let unique = name;
    for (let n = 2; this.taken.has(unique.toLowerCase()); n++) unique = `${name} (${n})`;
    this.taken.add(unique.toLowerCase());
    return unique;
  }
}
