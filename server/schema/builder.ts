import SchemaBuilder from '@pothos/core';
import type { DataRecord } from '../store/transcripts-repo.ts';
import type { Services } from '../services/index.ts';
import type { IncomingFile } from '../services/uploads.ts';

/** Per-request context: the services, and a memo so one request reads each version once. */
export interface Context {
  services: Services;
  loadVersion(id: string): Promise<DataRecord>;
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
