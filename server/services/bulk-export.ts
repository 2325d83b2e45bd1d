import { strToU8, zipSync, type Zippable } from 'fflate';
import { GraphQLError } from 'graphql';
import type { Identity } from '../auth/identity.ts';
import { badInput } from '../domain/errors.ts';
import { fileExtension, type ExportFormat } from '../export/index.ts';
import { NothingToExport, type ExportOptions, type ExportService } from './exports.ts';

/** The most transcripts one zip holds: each is rendered in every format asked for, in the request. */
export const MAX_ZIP_TRANSCRIPTS = 50;

/** The zip's note of the files left out, each a format its transcript has nothing for (chapters not set). */
export const NOT_INCLUDED_FILE = 'NOT-INCLUDED.txt';

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
 * A format a transcript has nothing for (chapters for one without) is left out for it and listed in NOT-INCLUDED.txt:
 * one transcript without chapters must not cost the others theirs.
 */
export async function exportZip(exports: ExportService, identity: Identity, ids: readonly string[], formats: readonly ExportFormat[], options: ExportOptions): Promise<ExportedZip> {
  if (ids.length === 0 || ids.length > MAX_ZIP_TRANSCRIPTS) throw badInput(`Export 1 to ${MAX_ZIP_TRANSCRIPTS} transcripts at once; ${ids.length} were asked for.`);
  if (new Set(ids).size !== ids.length) throw badInput('A transcript is named twice in ids.');
  if (formats.length === 0) throw badInput('Choose at least one format.');
  const files: Zippable = {};
  const folders = new UniqueNames();
  const notIncluded: string[] = [];
  for (const id of ids) {
    const made = [];
    const missing: NothingToExport[] = [];
    let stem = '';
    // One after another: each export renders a whole transcript, and a request should not take every core.
    for (const format of new Set(formats)) {
      const file = await exportOne(exports, identity, id, format, options);
      if (file instanceof NothingToExport) missing.push(file);
      else made.push(file);
      // The folder is named as the files are, without the extension ("Title", not "Title.chapters").
      stem ||= file.filename.slice(0, -`.${fileExtension(format)}`.length);
    }
    const folder = folders.take(stem);
    for (const file of made) files[`${folder}/${file.filename}`] = file.bytes;
    for (const left of missing) notIncluded.push(`${folder}/${left.filename}: ${left.message}`);
  }
  if (!Object.keys(files).length) throw badInput(`Nothing to export in the formats chosen: ${notIncluded.join(' ')}`);
  if (notIncluded.length) files[NOT_INCLUDED_FILE] = strToU8(`Files not in this zip, as their transcripts have nothing in that format:\n${notIncluded.join('\n')}\n`);
  return { filename: 'transcripts.zip', mimeType: 'application/zip', bytes: zipSync(files) };
}

/** The transcript's file in `format`, or what it has nothing for. */
async function exportOne(exports: ExportService, identity: Identity, id: string, format: ExportFormat, options: ExportOptions) {
  try {
    return await exports.export(identity, id, format, options);
  } catch (error) {
    if (error instanceof NothingToExport) return error;
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
