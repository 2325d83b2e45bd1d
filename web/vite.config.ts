import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

// changeOrigin: the server answers only to its own host names (DNS rebinding guard), not to Vite's.
const server = { target: 'http://127.0.0.1:4000', changeOrigin: true };

/**
 * The entry (main.tsx) sends the transcript's query first and imports the app afterwards; a
 * modulepreload for the app's chunks lets the browser fetch and compile them meanwhile, instead of
 * asking for them only once the entry has run.
 */
function preloadTheApp(): Plugin {
  return {
    name: 'tapescript:preload-the-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk, bundle }) {
        if (!chunk || !bundle) return;
        const wanted = new Set<string>();
        const add = (fileName: string) => {
          const found = bundle[fileName];
          if (wanted.has(fileName) || html.includes(fileName) || found?.type !== 'chunk') return;
          wanted.add(fileName);
          found.imports.forEach(add);
        };
        chunk.dynamicImports.forEach(add);
        return [...wanted].map((fileName): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' }));
      },
    },
  };
}

// The server serves dist/web at /, and renders a transcript's first screen with dist/ssr/entry-server.js
// (built by the same `vite build`); in development Vite serves the app and forwards the API to the server.
export default defineConfig({
  root: 'web',
  plugins: [react(), preloadTheApp()],
  builder: {},
  environments: {
    ssr: { resolve: { noExternal: true }, build: { ssr: 'src/entry-server.tsx', outDir: '../dist/ssr', emptyOutDir: true, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } } },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry needs to send the transcript's query: the GraphQL client (urql's React bindings bring `react`, which is small).
            { name: 'client', test: /node_modules[\\/](urql|@urql|wonka|@0no-co|react)[\\/]/ },
            // The UI kit is most of the weight and changes rarely: its own chunk stays cached across releases.
            { name: 'ui', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized)/ },
            // Only the upload dialog's conversion of videos and large files loads it (issue 49), and only then.
            { name: 'mediabunny', test: /node_modules[\\/]mediabunny[\\/]/ },
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
