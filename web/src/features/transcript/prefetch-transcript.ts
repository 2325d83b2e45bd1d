import type { Client } from 'urql';
import { TranscriptDocument } from '../../graphql/generated.ts';
import { transcriptIdOf } from '../../../../shared/transcript-path.ts';
import { firstPageVariables } from './useTranscriptPages.ts';

/**
 * Called before the app is loaded: a page opened at /transcript/{id} asks for its transcript's first page
 * while the rest of the scripts start up, not after the first render (the page's loader then shares the answer).
 */
export function prefetchTranscript(client: Client, pathname: string): void {
  const id = transcriptIdOf(pathname);
  if (id) void client.query(TranscriptDocument, firstPageVariables(id)).toPromise();
}
