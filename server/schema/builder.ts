import SchemaBuilder from '@pothos/core';
import type { Identity } from '../auth/identity.ts';
import type { RequestFacts } from '../auth/request-facts.ts';
import type { TranscriptVersion } from '../domain/transcript.ts';
import type { Services } from '../services/index.ts';
import type { IncomingFile } from '../services/arriving-file.ts';

/** Per-request context: who is asking, the services (acting for them), and a memo so one request reads each version once. */
export interface Context {
  services: Services;
  loadVersion(id: string): Promise<TranscriptVersion>;
  /** Decided once per request (auth/who-is-asking.ts); the role gate (auth/role-gate.ts) has checked the root fields. */
  identity: Identity;
  /** The identity and the address it asked from, for the audit log. */
  facts: RequestFacts;
  /** This server's address as its users reach it (TAPESCRIPT_PUBLIC_URL, else the request's), for links it makes. */
  baseUrl: string;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Upload: { Input: Promise<IncomingFile>; Output: never };
  };
}>({ defaultFieldNullability: false });

builder.queryType({ description: 'Read transcripts, their versions and exports.' });
builder.mutationType({ description: 'Upload audio and change transcripts; every change makes a new version.' });
builder.subscriptionType({
  description:
    'Live updates over server-sent events (GET or POST /graphql with `Accept: text/event-stream`). Each event is published after the store committed the change, on every server sharing the queue’s Redis.',
});
