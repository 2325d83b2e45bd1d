import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Client } from 'urql';
import { App } from './App.tsx';
import { createAppRouter } from './router.tsx';
import { createAppSystem } from '../theme.ts';

/** A first screen the server rendered: the transcript's id, and what hands the app what was typed and clicked meanwhile. */
export interface ServerRendered {
  id: string;
  handOver: () => void;
}

/**
 * Renders the app into #root with the GraphQL client main.tsx made (and may already have queried with),
 * or hydrates the first screen the server put there.
 */
export function startApp(client: Client, serverRendered: ServerRendered | null): void {
  const container = document.getElementById('root')!;
  const router = createAppRouter();
  // Building the theme is a task of its own, after the scripts' evaluation, so neither holds the page for long.
  setTimeout(() => {
    const app = (
      <App system={createAppSystem()} client={client} router={router} serverRendered={serverRendered?.id ?? null} onHydrated={serverRendered?.handOver} />
    );
    // A transition renders (and hydrates) in slices, so the first render never holds the page in one long task.
    startTransition(() => {
      if (serverRendered) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  });
}
