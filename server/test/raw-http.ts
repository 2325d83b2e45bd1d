import net from 'node:net';

export interface RawAnswer {
  /** The status code, or undefined when the server closed the connection without answering. */
  status?: number;
  /** The head (status line and headers) and body as text. */
  head: string;
  body: string;
  /** Milliseconds until the server closed the connection (or the timeout). */
  elapsedMs: number;
}

/**
 * Sends bytes exactly as given (no client-side checks of the path, headers or body) to 127.0.0.1 and
 * reads until the server closes the connection or `timeoutMs` passes. The sending side stays open (Node
 * aborts a request whose client half-closes), so send `connection: close`; `dribble` keeps sending a little
 * more every so often, as a slow (or slowloris) client does.
 */
export function rawRequest(
  port: number,
  request: string | Buffer,
  { timeoutMs = 5_000, dribble }: { timeoutMs?: number; dribble?: { text: string; everyMs: number } } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const finish = () => {
      clearTimeout(timer);
      clearInterval(dribbling);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      resolve({ status: status ? Number(status) : undefined, head, body: split < 0 ? '' : text.slice(split + 4), elapsedMs: performance.now() - started });
    };
    const timer = setTimeout(finish, timeoutMs);
    const dribbling = dribble && setInterval(() => socket.write(dribble.text), dribble.everyMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', () => undefined); // a reset is an answer too: "closed"
  });
}

/** A GET (or other method) with the given headers, Connection: close, sent as raw bytes. */
export function rawGet(port: number, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const lines = [`${method} ${target} HTTP/1.1`, ...Object.entries({ host: `127.0.0.1:${port}`, connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`)];
  return rawRequest(port, `${lines.join('\r\n')}\r\n\r\n`);
}
