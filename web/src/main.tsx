import { ssrExchange } from 'urql';
import { createGraphqlClient } from './graphql/client.ts';
import { prefetchTranscript } from './features/transcript/prefetch-transcript.ts';
import { readFirstScreen } from './app/first-screen-data.ts';
import { keepClicksThroughHydration } from './app/keep-clicks.ts';
import { keepTypingThroughHydration } from './app/keep-typing.ts';

// A request the page cancelled (a live stream ended by sign-out or revocation, a query left behind as the page moves
// to /signin) rejects with an AbortError that nothing is left to catch: it is no error, so the browser is told so.
window.addEventListener('unhandledrejection', (event) => {
  if ((event.reason as Error | undefined)?.name === 'AbortError') event.preventDefault();
});

// A first screen the server rendered: its answers are replayed from the page (no request), and what the
// user types into it or clicks before the app takes over is kept from now on, and handed over once it has.
const firstScreen = readFirstScreen();
const root = document.getElementById('root')!;
const kept = firstScreen && [keepTypingThroughHydration(root), keepClicksThroughHydration(root)];
const handOver = () => kept?.forEach((keeper) => keeper.restore());
// Only the GraphQL client is loaded before the transcript's query goes out: the UI kit, React DOM and the
// app (most of the scripts' weight) are evaluated while the server answers, not before it is asked.
const client = createGraphqlClient(undefined, firstScreen ? ssrExchange({ isClient: true, initialState: firstScreen.results }) : undefined);
prefetchTranscript(client, location.pathname);
const start = () => void import('./app/start.tsx').then(({ startApp }) => startApp(client, firstScreen && { id: firstScreen.id, handOver }));
// The server's page is painted (and answers) before the app's scripts are evaluated, not after.
if (firstScreen) requestAnimationFrame(() => setTimeout(start));
else start();
