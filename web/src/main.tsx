import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { AccessTokenDialog } from './app/AccessTokenDialog.tsx';
import { Toaster } from './components/Toaster.tsx';
import { createGraphqlClient } from './graphql/client.ts';
import { createAppRouter } from './app/router.tsx';
import { system } from './theme.ts';

const client = createGraphqlClient();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <UrqlProvider value={client}>
        <RouterProvider router={router} />
        <Toaster />
        <AccessTokenDialog />
      </UrqlProvider>
    </ChakraProvider>
  </StrictMode>,
);
