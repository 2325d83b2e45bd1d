import { createGraphqlClient } from './graphql/client.ts';
import { prefetchTranscript } from './features/transcript/prefetch-transcript.ts';

// Only the GraphQL client is loaded before the transcript's query goes out: the UI kit, React DOM and the
// app (most of the scripts' weight) are evaluated while the server answers, not before it is asked.
const client = createGraphqlClient();
prefetchTranscript(client, location.pathname);
void import('./app/start.tsx').then(({ startApp }) => startApp(client));
