import fs from 'node:fs';
import path from 'node:path';

const CSRF = { 'x-graphql-yoga-csrf': '1' };

/** A GraphQL call as an integrator makes it; `token` when the server asks for its access token. */
export async function graphql<T>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data;
}

/** A GraphQL multipart request of one file (`$file`), as an integrator sends an upload; answers the mutation's data. */
async function sendFile<T>(baseUrl: string, query: string, variables: Record<string, unknown>, file: Blob, fileName: string, token?: string): Promise<T> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file, fileName);
  const headers = { ...CSRF, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body: form });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data;
}

/** Seeds a transcript through the API, as an integrator would (GraphQL multipart request). */
export async function uploadViaApi(baseUrl: string, title: string, audioPath: string, token?: string): Promise<string> {
  const type = audioPath.endsWith('.mp3') ? 'audio/mpeg' : 'audio/wav';
  const query = 'mutation ($title: String!, $file: Upload!) { uploadAudio(title: $title, file: $file) { id } }';
  const data = await sendFile<{ uploadAudio: { id: string } }>(baseUrl, query, { title }, new Blob([fs.readFileSync(audioPath)], { type }), path.basename(audioPath), token);
  return data.uploadAudio.id;
}

/** A transcript made elsewhere, imported without audio (importTranscript): READY at once, no transcription to wait for. */
export async function importViaApi(baseUrl: string, title: string, fileName: string, content: string): Promise<string> {
  const query = 'mutation ($title: String!, $file: Upload!) { importTranscript(title: $title, transcript: $file) { id } }';
  const data = await sendFile<{ importTranscript: { id: string } }>(baseUrl, query, { title }, new Blob([content], { type: 'text/plain' }), fileName);
  return data.importTranscript.id;
}

export async function waitUntilSettled(baseUrl: string, id: string, timeoutMs = 90_000, token?: string): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { transcript } = await graphql<{ transcript: { status: string } }>(baseUrl, 'query ($id: ID!) { transcript(id: $id) { status } }', { id }, token);
    if (transcript.status !== 'TRANSCRIBING') return transcript.status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Transcript ${id} still transcribing after ${timeoutMs} ms`);
}

/**
 * Waits until every transcript of `ids` has settled; fails only when none of those left has settled for `stallMs`.
 * Queued together they finish one after another, so a single deadline for all of them holds only on an idle machine.
 */
export async function waitUntilAllSettled(baseUrl: string, ids: readonly string[], stallMs = 90_000): Promise<void> {
  const waiting = new Set(ids);
  let progressAt = Date.now();
  while (waiting.size > 0) {
    for (const id of waiting) {
      const { transcript } = await graphql<{ transcript: { status: string } }>(baseUrl, 'query ($id: ID!) { transcript(id: $id) { status } }', { id });
      if (transcript.status !== 'TRANSCRIBING') {
        waiting.delete(id);
        progressAt = Date.now();
      }
    }
    if (waiting.size === 0) return;
    if (Date.now() - progressAt > stallMs) throw new Error(`${waiting.size} of ${ids.length} transcripts still transcribing, none settled for ${stallMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Uploads audio and waits until its transcript is ready; answers its id. */
export async function transcribeViaApi(baseUrl: string, title: string, audioPath: string): Promise<string> {
  const id = await uploadViaApi(baseUrl, title, audioPath);
  const status = await waitUntilSettled(baseUrl, id);
  if (status !== 'READY') throw new Error(`Transcript ${id} ended ${status}`);
  return id;
}

export interface SeededSegment {
  start: number;
  end: number;
  speaker: string | null;
  text: string;
}

export async function segmentsOf(baseUrl: string, id: string): Promise<SeededSegment[]> {
  const { transcript } = await graphql<{ transcript: { segments: SeededSegment[] } }>(
    baseUrl,
    'query ($id: ID!) { transcript(id: $id) { segments { start end speaker text } } }',
    { id },
  );
  return transcript.segments;
}

/**
 * Uploads audio, waits for its transcript and gives its segments known texts and speakers (the
 * recognizer's words vary), so browser tests can look for exact text.
 */
export async function seedTranscript(
  baseUrl: string,
  title: string,
  audioPath: string,
  lines: ReadonlyArray<{ speaker: string; text: string }>,
): Promise<{ id: string; segments: SeededSegment[] }> {
  const id = await transcribeViaApi(baseUrl, title, audioPath);
  const current = await segmentsOf(baseUrl, id);
  if (current.length < lines.length) throw new Error(`Only ${current.length} segments for ${lines.length} lines`);
  const segments = current.slice(0, lines.length).map((segment, index) => ({ ...segment, ...lines[index] }));
  await graphql(baseUrl, 'mutation ($id: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, segments: $segments) { id } }', {
    id,
    segments: [...segments, ...current.slice(lines.length)].map(({ start, end, speaker, text }) => ({ start, end, speaker, text })),
  });
  return { id, segments: await segmentsOf(baseUrl, id) };
}
