import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { processRequest, Upload, type FileUpload } from 'graphql-upload-minimal';

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

/** Every Upload placed in the operations; iterative, as a client's JSON may nest deeper than the stack. */
function uploadsIn(operations: unknown): Upload[] {
  const found: Upload[] = [];
  const pending = [operations];
  while (pending.length) {
    const value = pending.pop();
    if (value instanceof Upload) found.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) pending.push(inner);
  }
  return found;
}

async function readAll(stream: Readable): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return chunks;
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

/**
 * Parses a GraphQL multipart request (graphql-upload-minimal) and reads its file before GraphQL runs,
 * so a body cut short, or a file the map names but the body lacks, is a 400 here instead of an error
 * inside a resolver. The file stays bounded by the upload limit (one byte over, so an over-size file
 * shows as such); the resolver reads it back from memory as it would have read the request.
 */
export async function readMultipart(req: IncomingMessage, res: ServerResponse, maxUploadBytes: number): Promise<unknown> {
  keepParserErrorsHeard(req);
  let operations: unknown;
  try {
    operations = await processRequest(req, res, { maxFileSize: maxUploadBytes + 1, maxFiles: 1 });
  } catch (error) {
    throw multipartError(error);
  }
  for (const upload of uploadsIn(operations)) {
    // An upload mapped onto a field that is not a file is named in GraphQL's error: say what it is, not its insides.
    Object.assign(upload, { toJSON: () => '<uploaded file>' });
    let file: FileUpload;
    let stream: Readable & { truncated?: boolean };
    let chunks: Buffer[];
    try {
      file = await upload.promise;
      stream = file.createReadStream();
      chunks = await readAll(stream);
    } catch (error) {
      throw multipartError(error);
    }
    const { truncated } = stream;
    // The type says fs.ReadStream; the resolver only reads it as a Readable (see services/uploads.ts).
    file.createReadStream = () => Object.assign(Readable.from(chunks, { objectMode: false }), { truncated }) as unknown as ReturnType<FileUpload['createReadStream']>;
  }
  return operations;
}
