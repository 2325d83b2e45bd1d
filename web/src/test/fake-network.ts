import { vi } from 'vitest';
import { createGraphqlClient } from '../graphql/client.ts';

export interface FakeCall {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Headers;
}

/** What a test answers for one operation: data, or an error with the server's code. */
export type FakeAnswer = { data: unknown } | { error: string; code?: string; extensions?: Record<string, unknown> };
export type FakeHandlers = Record<string, (variables: Record<string, any>) => FakeAnswer | Promise<FakeAnswer>>;

/**
 * The real urql client and graphcache over a fake /graphql: answers come from `handlers` by
 * operation name; every request is recorded in `calls`.
 */
export function fakeClient(handlers: FakeHandlers) {
  const calls: FakeCall[] = [];
  const fetch = async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body instanceof FormData ? String(init.body.get('operations')) : String(init.body);
    const { query, variables = {} } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
    // Live updates: a stream that stays open and quiet, as the server's is while nobody else changes anything.
    if (/^\s*subscription\b/.test(query)) return quietEventStream(init.signal);
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ operationName, variables, headers: new Headers(init.headers) });
    const handler = handlers[operationName];
    const answer: FakeAnswer = handler ? await handler(variables) : { error: `No fake answer for ${operationName}` };
    const payload =
      'data' in answer
        ? { data: answer.data }
        : { data: null, errors: [{ message: answer.error, extensions: { code: answer.code ?? 'BAD_USER_INPUT', ...answer.extensions } }] };
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  // Uploads go through XMLHttpRequest (for progress); the fake one answers from the same table.
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(fetch as typeof globalThis.fetch));
  return { client: createGraphqlClient(fetch as typeof globalThis.fetch), calls };
}

/** Just enough of XMLHttpRequest for the upload: headers, one progress event, the answer. */
function fakeXhrClass(fetch: typeof globalThis.fetch) {
  return class FakeXhr {
    upload = { onprogress: null as ((event: ProgressEvent) => void) | null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private url = '';
    private method = 'GET';
    private headers = new Headers();
    private responseHeaders = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    getAllResponseHeaders() {
      return this.responseHeaders;
    }
    abort() {
      this.onabort?.();
    }
    send(body: BodyInit | null) {
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
        this.status = response.status;
        this.responseText = await response.text();
        this.responseHeaders = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\r\n');
        this.onload?.();
      })();
    }
  };
}

/** An event stream (SSE) that sends nothing until the client closes it. */
function quietEventStream(signal: AbortSignal | null | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal?.addEventListener('abort', () => controller.close());
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}
