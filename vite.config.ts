import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const routerProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
  define: { __PREACT_IN_BROWSER__: JSON.stringify(command === 'build' && !isSsrBuild) },
  // The browser's build hydrates with Preact's React compatibility layer instead of React DOM: the
  // framework chunk goes from 107.0 to 48.9 KB gzip (docs/decisions/025-preact-in-the-browser.md). The
  // server renders with React, and `npm run dev` keeps React in the browser.
  // React Router's package exports point at its development build, whose only difference is that
  // dev warnings are on; the browser's build takes the production one (0.6 KB less gzip, no
  // warnings in visitors' consoles). Only there: the server (and `npm run dev`) must share one copy
  // with React Router's own server code.
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          alias: [
            { find: /^react-router$/, replacement: join(routerProduction, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(routerProduction, 'dom-export.mjs') },
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
            { find: /^react(-dom)?$/, replacement: 'preact/compat' },
          ],
        }
      : undefined,
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
          // Preact and React Router load on every page, together: one file compresses
          // better than two and is one request less. Our small modules that more than one route
          // uses (the shell's, the UI kit's, shared rules; each at most 2 KB) travel in one file too
          // instead of a file each: a page loads 5–7 scripts, not 12–23, each a round trip on a
          // phone's connection (docs/decisions/021-javascript-budget.md). The admin's stay apart.
          output: {
            // V8's compile hint: the browser compiles the framework's functions with the script, off
            // the main thread, instead of each on its first call during hydration (decision 026).
            // After minification, which would drop a comment.
            postBanner: (chunk) => (chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad\n' : ''),
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](preact|react-router)[\\/]/ },
                {
                  name: 'app',
                  test: /[\\/]src[\\/](?!web[\\/]features[\\/]admin[\\/]).*\.tsx?$/,
                  minShareCount: 2,
                  maxModuleSize: 2048,
                },
              ],
            },
          },
        },
    // Source maps of the server build let the build check count each module's copies, and give
    // stack traces source lines.
    sourcemap: isSsrBuild ? true : undefined,
  },
}));
