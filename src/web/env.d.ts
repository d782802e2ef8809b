/** True in the browser's build, where `react` and `react-dom` are Preact's (vite.config.ts). */
declare const __PREACT_IN_BROWSER__: boolean;
