import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Provider as UrqlProvider, type Client } from 'urql';
import { AccessTokenDialog } from './AccessTokenDialog.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { createAppRouter } from './router.tsx';
import { createAppSystem } from '../theme.ts';

/** Renders the app into #root with the GraphQL client main.tsx made (and may already have queried with). */
export function startApp(client: Client): void {
  const router = createAppRouter();
  const root = createRoot(document.getElementById('root')!);
  // Building the theme is a task of its own, after the scripts' evaluation, so neither holds the page for long.
  setTimeout(() => {
    const system = createAppSystem();
    // A transition renders in slices, so the first render never holds the page in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <ChakraProvider value={system}>
            <UrqlProvider value={client}>
              <RouterProvider router={router} />
              <Toaster />
              <AccessTokenDialog />
            </UrqlProvider>
          </ChakraProvider>
        </StrictMode>,
      ),
    );
  });
}
