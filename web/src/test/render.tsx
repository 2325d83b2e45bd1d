import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Provider as UrqlProvider, type Client } from 'urql';
import { createTestRouter } from '../app/router.tsx';
import { createAppSystem } from '../theme.ts';

const system = createAppSystem();

export function renderWithProviders(ui: ReactElement, client?: Client) {
  const providers = <ChakraProvider value={system}>{ui}</ChakraProvider>;
  return render(client ? <UrqlProvider value={client}>{providers}</UrqlProvider> : providers);
}

/** The whole app at `path`, as the browser would show it, over the given client. */
export function renderApp(path: string, client: Client) {
  const router = createTestRouter(path);
  return { router, ...renderWithProviders(<RouterProvider router={router} />, client) };
}
