import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Lightning CSS resolves the breakpoints' @custom-media (src/web/styles/breakpoints.css).
  css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
  build: { target: 'es2022', cssMinify: 'lightningcss' },
});
