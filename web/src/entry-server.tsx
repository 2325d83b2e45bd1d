import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { ssrExchange } from 'urql';
import { App } from './app/App.tsx';
import { firstScreenElements } from './app/first-screen-data.ts';
import { routes } from './app/router.tsx';
import { transcriptIdOf } from '../../shared/transcript-path.ts';
import { SERVER_LAYOUT } from './features/transcript/segments/SegmentList.tsx';
import { firstPageVariables } from './features/transcript/useTranscriptPages.ts';
import { createGraphqlClient } from './graphql/client.ts';
import { TranscriptDocument } from './graphql/generated.ts';
import { createAppSystem } from './theme.ts';

/** Built once: it holds no state of a request. */
let system: ReturnType<typeof createAppSystem> | undefined;

export interface FirstScreen {
  /** The app's markup, for inside #root (styles inline, as Emotion renders them on the server). */
  root: string;
  /** The elements with the data the browser hydrates from and the layout until then, for the end of <body>. */
  data: string;
}

/**
 * The first screen of /transcript/{id}: its first page of segments asked with `fetch` (the server's own
 * GraphQL, with the request's credentials) and the app rendered around it. Null when the path is not a
 * transcript or the transcript could not be read: the plain app then says why.
 */
export async function renderFirstScreen(pathname: string, fetch: typeof globalThis.fetch): Promise<FirstScreen | null> {
  const id = transcriptIdOf(pathname);
  if (!id) return null;
  let rendered = false;
  // Only the first page is asked for here; what the render starts (the sidebar, word timings) the browser asks for.
  const firstPageOnly: typeof fetch = (input, init) => (rendered ? Promise.reject(new Error('not fetched on the server')) : fetch(input, init));
  const ssr = ssrExchange({ isClient: false });
  const client = createGraphqlClient(firstPageOnly, ssr);
  const { data, error } = await client.query(TranscriptDocument, firstPageVariables(id)).toPromise();
  if (error || !data?.transcript) return null;
  rendered = true;
  system ??= createAppSystem();
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const root = renderToString(<App system={system} client={client} router={router} serverRendered={id} />);
  return { root, data: firstScreenElements({ id, results: ssr.extractData() }, SERVER_LAYOUT) };
}
