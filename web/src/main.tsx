import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { AccessTokenDialog } from './app/AccessTokenDialog.tsx';
import { Toaster } from './components/Toaster.tsx';
import { createGraphqlClient } from './graphql/client.ts';
import { createAppRouter } from './app/router.tsx';
import { createAppSystem } from './theme.ts';
import { prefetchTranscript } from './features/transcript/TranscriptPage.tsx';

const client = createGraphqlClient();
prefetchTranscript(client, location.pathname);
const router = createAppRouter();

const root = createRoot(document.getElementById('root')!);
// Building the theme is a task of its own, after the scripts' evaluation (which already sent the
// transcript's query), so neither holds the page for long.
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
