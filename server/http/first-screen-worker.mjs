// The web app's server entry (dist/ssr/entry-server.js), run in a worker thread of its own. Plain JavaScript,
// started without the server's TypeScript loader: through that loader the 3 MB bundle costs the server
// process about 300 MiB of memory; here about 50 MiB.
import { parentPort, workerData } from 'node:worker_threads';

const { renderFirstScreen } = await import(workerData.entry);

/** GraphQL answers awaited from the server's thread, by request number. */
const answers = new Map();
let requests = 0;

/** `fetch` for the app's GraphQL client: the server's thread answers it with its own GraphQL (yoga). */
function fetchFromServer(render) {
  return (input, init = {}) =>
    new Promise((resolve) => {
      const id = requests++;
      answers.set(id, ({ status, headers, body }) => resolve(new Response(body, { status, headers })));
      const headers = [...new Headers(init.headers)];
      parentPort.postMessage({ type: 'graphql', id, render, url: String(input), method: init.method ?? 'GET', headers, body: init.body ?? null });
    });
}

parentPort.on('message', async (message) => {
  if (message.type === 'graphql-answer') {
    answers.get(message.id)?.(message);
    answers.delete(message.id);
    return;
  }
  try {
    const screen = await renderFirstScreen(message.pathname, fetchFromServer(message.id));
    parentPort.postMessage({ type: 'rendered', id: message.id, screen });
  } catch (error) {
    parentPort.postMessage({ type: 'rendered', id: message.id, error: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ type: 'ready' });
