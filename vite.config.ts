import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  // Lightning CSS resolves the breakpoints' @custom-media (src/web/styles/breakpoints.css).
  css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
  build: {
    target: 'es2022',
    cssMinify: 'lightningcss',
    // The server build starts from our server entry, which imports the React Router build: one
    // module graph, one copy of each server module (docs/decisions/009-one-server-build.md).
    rollupOptions: isSsrBuild
      ? { input: 'src/server/main.ts' }
      : {
          // React, React DOM and React Router load on every page, together: one file compresses
          // better than two and is one request less.
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              ],
            },
          },
        },
    // Source maps of the server build let the build check count each module's copies, and give
    // stack traces source lines.
    sourcemap: isSsrBuild ? true : undefined,
  },
}));
