import type { IncomingMessage, ServerResponse } from 'node:http';
import { processRequest, Upload, type FileUpload } from 'graphql-upload-minimal';
import type { IncomingFile, UploadService } from '../services/uploads.ts';
import { spoolToFile, type SpooledFile } from '../lib/spool.ts';

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
 * graphql-upload-minimal hears only the first error of the parser it pipes the request into (`once`),
 * then destroys that parser, which can emit a second one ("Unexpected end of form"). Unheard, that
 * second error would end the process; the first one still reaches graphql-upload-minimal as before.
 */
function keepParserErrorsHeard(req: IncomingMessage): void {
  const pipe = req.pipe.bind(req);
  req.pipe = ((destination, options) => pipe(destination.on('error', () => undefined), options)) as typeof req.pipe;
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
 * Parses a GraphQL multipart request (graphql-upload-minimal) and writes its file to a private temporary file
 * before GraphQL runs, so a body cut short, or a file the map names but the body lacks, is a 400 here instead
 * of an error inside a resolver, and the file is never held in memory. The file is bounded by the upload limit
 * (past it, it is drained and marked `overLimit` for the resolver to refuse); the resolver gets it on disk.
 * An audio file's record is started as it arrives (UploadService.startStoring: written as it arrives to a
 * PocketBase elsewhere, made from the whole file by one beside the server); `dispose` removes that record too
 * unless the resolver's transcript adopted it (any refusal, an operation that is not uploadAudio, a body cut short).
 */
export async function readMultipart(
  req: IncomingMessage,
  res: ServerResponse,
  uploads: Pick<UploadService, 'limits' | 'startStoring'>,
): Promise<MultipartRequest> {
  const { maxUploadBytes } = uploads.limits;
  keepParserErrorsHeard(req);
  let operations: unknown;
  try {
    operations = await processRequest(req, res, { maxFileSize: maxUploadBytes + 1, maxFiles: 1 });
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
  try {
    for (const upload of uploadsIn(operations)) {
      // An upload mapped onto a field that is not a file is named in GraphQL's error: say what it is, not its insides.
      Object.assign(upload, { toJSON: () => '<uploaded file>' });
      let incoming: IncomingFile;
      try {
        const { filename, mimetype, createReadStream } = await upload.promise;
        let stored: IncomingFile['stored'];
        records.push(() => stored?.discard());
        const copyTo = async (head: Buffer) => (stored = await uploads.startStoring({ filename, mimetype, head }));
        const spooled = await spoolToFile(createReadStream(), maxUploadBytes, { copyTo });
        files.push(spooled);
        incoming = { filename, mimetype, spooled, stored };
      } catch (error) {
        throw multipartError(error);
      }
      // What the Upload scalar hands the resolver (it reads `promise`).
      upload.promise = Promise.resolve(incoming) as unknown as Promise<FileUpload>;
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { operations, dispose };
}
