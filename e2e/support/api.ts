import fs from 'node:fs';
import path from 'node:path';

const CSRF = { 'x-graphql-yoga-csrf': '1' };

async function graphql<T>(baseUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data;
}

/** Seeds a transcript through the API, as an integrator would (GraphQL multipart request). */
export async function uploadViaApi(baseUrl: string, title: string, audioPath: string): Promise<string> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation ($title: String!, $file: Upload!) { uploadAudio(title: $title, file: $file) { id } }',
      variables: { title, file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([fs.readFileSync(audioPath)], { type: 'audio/wav' }), path.basename(audioPath));
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: CSRF, body: form });
  const body = (await response.json()) as { data?: { uploadAudio: { id: string } }; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data.uploadAudio.id;
}

export async function waitUntilSettled(baseUrl: string, id: string, timeoutMs = 90_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { transcript } = await graphql<{ transcript: { status: string } }>(baseUrl, 'query ($id: ID!) { transcript(id: $id) { status } }', { id });
    if (transcript.status !== 'TRANSCRIBING') return transcript.status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Transcript ${id} still transcribing after ${timeoutMs} ms`);
}
