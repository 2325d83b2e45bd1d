import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// changeOrigin: the server answers only to its own host names (DNS rebinding guard), not to Vite's.
const server = { target: 'http://127.0.0.1:4000', changeOrigin: true };

// The server serves dist/web at /; in development Vite serves the app and forwards the API to the server.
export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // The UI kit is most of the weight and changes rarely: its own chunk stays cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'ui', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized)/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/graphql': server, '/media': server, '/export': server, '/session': server },
  },
});
