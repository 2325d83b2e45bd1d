import type { IncomingMessage } from 'node:http';

/**
 * A request's whole body, or 'too large' as soon as it passes `maxBytes` (by its Content-Length or by what
 * arrived). The rest is then left unread, not destroyed, so the caller can drain it (req.resume()) and answer.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | 'too large'> {
  if (Number(req.headers['content-length']) > maxBytes) return Promise.resolve('too large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      done();
      req.pause();
      resolve('too large');
    };
    const onEnd = () => {
      done();
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
