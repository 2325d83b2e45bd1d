import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { StrictMode, useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { Provider as UrqlProvider, type Client } from 'urql';
import { AccessTokenDialog } from './AccessTokenDialog.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { FirstScreenContext } from '../lib/first-screen-context.ts';

interface AppProps {
  system: SystemContext;
  client: Client;
  router: ReturnType<typeof createBrowserRouter>;
  /** The transcript id the server rendered the first screen of (null when it did not). */
  serverRendered: string | null;
  /** Called once the first render is committed (the server's page hydrated). */
  onHydrated?: () => void;
}

/** The whole app; the same tree is rendered on the server (entry-server.tsx) and hydrated in the browser (start.tsx). */
export function App({ system, client, router, serverRendered, onHydrated }: AppProps) {
  useEffect(() => {
    if (!onHydrated) return;
    // A task of its own: it hands what was typed and clicked to the app as events, whose synchronous updates
    // would otherwise join hydration's commit in one long task.
    const timer = setTimeout(onHydrated);
    return () => clearTimeout(timer);
  }, [onHydrated]);
  return (
    <StrictMode>
      <FirstScreenContext.Provider value={serverRendered}>
        <ChakraProvider value={system}>
          <UrqlProvider value={client}>
            <RouterProvider router={router} />
            <Toaster />
            <AccessTokenDialog />
          </UrqlProvider>
        </ChakraProvider>
      </FirstScreenContext.Provider>
    </StrictMode>
  );
}
