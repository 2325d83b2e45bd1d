import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream/promises';
import { processRequest, Upload, type FileUpload } from 'graphql-upload-minimal';
import type { IncomingFile } from '../services/arriving-file.ts';
import type { UploadService } from '../services/uploads.ts';
import { spoolToFile, type SpooledFile } from '../lib/spool.ts';
import { badInput } from '../domain/errors.ts';
import { TRACK_LIMITS } from '../domain/tracks.ts';

/** A multipart body that is not a complete GraphQL multipart request; `status` is what to answer. */
export class MultipartError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`Invalid multipart request: ${message}`);
  }
}

/** The parser's own errors, worded for the client: its only 5xx means the body had no fields at all. */
function multipartError(error: unknown): MultipartError {
  const status = (error as { status?: number }).status;
  const message = (error as Error).message;
  if (status === 413) return new MultipartError(413, message);
  if (status !== undefined && status >= 500) return new MultipartError(400, 'the body has no "operations" and "map" fields.');
  if (message === 'Unexpected end of form') return new MultipartError(400, 'the body ended before its closing boundary.');
  return new MultipartError(400, message);
}

/**
 * The most files a request's map may name; past it the request is refused (413) before any is read. Above the most
 * an operation takes (TRACK_LIMITS.max), so that a few tracks too many are told by uploadTracks, naming its limit.
 */
const MAX_FILES_NAMED = 32;

/** Every Upload placed in the operations, each once; iterative, as a client's JSON may nest deeper than the stack. */
function uploadsIn(operations: unknown): Set<Upload> {
  const found = new Set<Upload>();
  const pending = [operations];
  while (pending.length) {
    const value = pending.pop();
    if (value instanceof Upload) found.add(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) pending.push(inner);
  }
  return found;
}

/**
 * Watches the parser graphql-upload-minimal pipes the request into, and answers how many files its map names once
 * read (undefined before). Also: graphql-upload-minimal hears only the parser's first error (`once`), then destroys
 * it, which can emit a second one ("Unexpected end of form"). Unheard, that second error would end the process;
 * the first one still reaches graphql-upload-minimal as before.
 */
function watchParser(req: IncomingMessage): () => number | undefined {
  let filesNamed: number | undefined;
  const countFiles = (name: string, value: string) => {
    if (name !== 'map') return;
    try {
      filesNamed = Object.keys(JSON.parse(value)).length;
    } catch {
      // graphql-upload-minimal refuses it
    }
  };
  const pipe = req.pipe.bind(req);
  req.pipe = ((destination, options) => pipe(destination.on('error', () => undefined).on('field', countFiles), options)) as typeof req.pipe;
  return () => filesNamed;
}

/** A parsed multipart request: its operations, and the files written to disk, removed by `dispose` once answered. */
export interface MultipartRequest {
  operations: unknown;
  /**
   * Removes the file records that no transcript adopted (resolves once they are gone, so a refused upload has left
   * nothing in the store when it is told so) and starts removing the temporary files, which nothing reads once
   * answered: the answer does not wait for them (removing a 30 MiB file took 3-26 ms beside a starting transcription).
   */
  dispose(): Promise<void>;
}

/**
 * Parses a GraphQL multipart request (graphql-upload-minimal) and writes each of its files to a private temporary
 * file before GraphQL runs, so a body cut short, or a file the map names but the body lacks, is a 400 here instead
 * of an error inside a resolver, and no file is ever held in memory. Each file is bounded by the upload limit
 * (past it, it is drained and marked `overLimit` for the resolver to refuse); the resolver gets it on disk.
 * A file that comes alone has its record started as it arrives, if it is audio (UploadService.startStoring: written
 * as it arrives to a PocketBase elsewhere, made from the whole file by one beside the server); `dispose` removes that
 * record too unless the resolver's transcript adopted it (any refusal, an operation that is not uploadAudio, a body
 * cut short). Several files are tracks (uploadTracks): what is stored is made from them once all are in.
 */
export async function readMultipart(
  req: IncomingMessage,
  res: ServerResponse,
  uploads: Pick<UploadService, 'limits' | 'startStoring'>,
): Promise<MultipartRequest> {
  const { maxUploadBytes } = uploads.limits;
  const filesNamed = watchParser(req);
  let operations: unknown;
  try {
    operations = await processRequest(req, res, { maxFileSize: maxUploadBytes + 1, maxFiles: MAX_FILES_NAMED });
  } catch (error) {
    throw multipartError(error);
  }
  const records: (() => Promise<void> | undefined)[] = [];
  const files: SpooledFile[] = [];
  const dispose = async () => {
    // One that cannot be removed now stays until a later start removes what stopped runs left (lib/temp-dir.ts).
    for (const file of files) file.dispose().catch(() => undefined);
    await Promise.all(records.map((discard) => discard()));
  };
  const uploadsNamed = [...uploadsIn(operations)];
  // A file whose place another map entry took would never be read, and would stall the body behind it.
  if (filesNamed() !== uploadsNamed.length) throw new MultipartError(400, 'the map names a file at a place another file of the map takes.');
  // More files than any operation takes are drained unread: the operation refuses them by their count (uploadTracks).
  const tooMany = uploadsNamed.length > TRACK_LIMITS.max;
  // One file alone is stored as it arrives; several are tracks, combined into another file once all are in.
  const storeAsItArrives = uploadsNamed.length === 1;
  const read = async (upload: Upload) => {
    // An upload mapped onto a field that is not a file is named in GraphQL's error: say what it is, not its insides.
    Object.assign(upload, { toJSON: () => '<uploaded file>' });
    let incoming: IncomingFile;
    try {
      const { filename, mimetype, createReadStream } = await upload.promise;
      if (tooMany) {
        const stream = createReadStream();
        stream.resume(); // drained, kept nowhere
        await finished(stream);
        const unread = Promise.reject(badInput(`A request takes at most ${TRACK_LIMITS.max} files; this one has ${uploadsNamed.length}, and none was read.`));
        unread.catch(() => undefined); // an operation that counts them first never awaits it
        upload.promise = unread;
        return;
      }
      let stored: IncomingFile['stored'];
      records.push(() => stored?.discard());
      const copyTo = storeAsItArrives ? async (head: Buffer) => (stored = await uploads.startStoring({ filename, mimetype, head })) : undefined;
      const spooled = await spoolToFile(createReadStream(), maxUploadBytes, { copyTo });
      files.push(spooled);
      incoming = { filename, mimetype, spooled, stored };
    } catch (error) {
      throw multipartError(error);
    }
    // What the Upload scalar hands the resolver (it reads `promise`).
    upload.promise = Promise.resolve(incoming) as unknown as Promise<FileUpload>;
  };
  // Read as the body brings them (the files arrive one after another, in the body's order, not the operations').
  const outcomes = await Promise.allSettled(uploadsNamed.map(read));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await dispose();
    throw failed.reason;
  }
  return { operations, dispose };
}
