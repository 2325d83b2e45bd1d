/**
 * A fetch that reports how much of the request body has been sent. fetch() cannot, so the upload
 * mutation passes this one in its context; everything else about the request stays urql's.
 */
export function fetchWithUploadProgress(onProgress: (fraction: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'POST', input instanceof Request ? input.url : String(input));
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () =>
        resolve(
          new Response(xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      xhr.onerror = () => reject(new TypeError('Failed to upload file: the connection was lost'));
      xhr.onabort = () => reject(new DOMException('The request was autocancelled', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
