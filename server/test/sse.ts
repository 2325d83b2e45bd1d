/** A GraphQL subscription read over server-sent events, as a page's fetch would (bounded waits, 127.0.0.1). */

export interface ExecutionResult<T = any> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface EventStream<T = any> {
  /** The response's headers (content type, buffering). */
  headers: Headers;
  /** The next result; fails after `timeoutMs` without one, or when the stream ended. */
  next(timeoutMs?: number): Promise<ExecutionResult<T>>;
  /** Reads results until one satisfies `wanted`, and returns it. */
  until(wanted: (result: ExecutionResult<T>) => boolean, timeoutMs?: number): Promise<ExecutionResult<T>>;
  /** Whether the server ended the stream (an `event: complete`). */
  readonly completed: boolean;
  close(): void;
}

const WAIT_MS = 10_000;

/** The `event:`/`data:` fields of one server-sent event block; comments (":" pings) give nothing. */
export function parseEventBlock(block: string): { event: string; data: string } | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length || event !== 'message' ? { event, data: data.join('\n') } : undefined;
}

/** Opens a subscription (POST /graphql, Accept: text/event-stream); resolves once the stream is open. */
export async function subscribe<T = any>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<EventStream<T>> {
  const abort = new AbortController();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: abort.signal,
  });
  if (!response.ok || !response.body) throw new Error(`subscription refused: ${response.status} ${await response.text()}`);
  const results: ExecutionResult<T>[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  let completed = false;

  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = parseEventBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (message?.event === 'next') results.push(JSON.parse(message.data));
          if (message?.event === 'complete') completed = true;
          wake?.();
        }
      }
    } catch {
      // Closed by us (abort) or by the server.
    } finally {
      ended = true;
      wake?.();
    }
  })();

  const stream: EventStream<T> = {
    headers: response.headers,
    get completed() {
      return completed;
    },
    async next(timeoutMs = WAIT_MS) {
      const deadline = Date.now() + timeoutMs;
      while (!results.length) {
        if (ended) throw new Error('the event stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
      return results.shift()!;
    },
    async until(wanted, timeoutMs = WAIT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const result = await stream.next(Math.max(1, deadline - Date.now()));
        if (wanted(result)) return result;
      }
    },
    close: () => abort.abort(),
  };
  return stream;
}
