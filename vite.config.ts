import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * React Router 7 starts its inner Vite servers (the child compiler of route modules) with
 * `envFile: false`, which Vite 8 names deprecated on every start: said as Vite 8 spells it, `envDir:
 * false`, the same setting prints nothing. React Router 8 spells it so itself.
 */
const envDirOption: Plugin = {
  name: 'pitwall:env-dir-option',
  config(config) {
    // Gone from Vite 8's types, still read by it.
    const options = config as { envFile?: false; envDir?: string | false };
    if (options.envFile === false) {
      delete options.envFile;
      options.envDir = false;
    }
  },
};

export default defineConfig({
  plugins: [reactRouter(), envDirOption],
  // Lightning CSS resolves the breakpoints' @custom-media (src/web/styles/breakpoints.css).
  css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
  build: { target: 'es2022', cssMinify: 'lightningcss' },
  // React Router builds the browser's files (`client`) and the server bundle (`ssr`) as two Vite
  // environments (future.v8_viteEnvironmentApi): each takes its own build options here.
  environments: {
    client: {
      build: {
        rollupOptions: {
          // React, React DOM and React Router load on every page, together: one file compresses
          // better than two and is one request less. Our small modules that more than one route
          // uses (the shell's, the UI kit's, shared rules; each at most 2 KB) travel in one file too
          // instead of a file each: a page loads 5–7 scripts, not 12–23, each a round trip on a
          // phone's connection (docs/decisions/021-javascript-budget.md). The admin's stay apart, and
          // so do live timing's, which only the live and replay pages use, the results archive's,
          // which only its two pages (race and qualifying) use, the season pages' parts
          // (components/season: figures, points chart, error page) that only a driver's and a team's
          // page show, and the forms' (components/forms, features/auth: fields, alerts, the sign-in
          // forms), which the pages of accounts, profile and admin use. The rule names folders only.
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
                {
                  name: 'app',
                  test: /[\\/]src[\\/](?!web[\\/](features[\\/](admin|auth|live|results)|components[\\/](forms|season))[\\/]).*\.tsx?$/,
                  minShareCount: 2,
                  maxModuleSize: 2048,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        // The server build starts from our server entry, which imports the React Router build: one
        // module graph, one copy of each server module (docs/decisions/009-one-server-build.md).
        rollupOptions: { input: 'src/server/main.ts' },
        // Source maps of the server build let the build check count each module's copies, and give
        // stack traces source lines.
        sourcemap: true,
      },
    },
  },
});
