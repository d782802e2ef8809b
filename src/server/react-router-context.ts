import type { Services } from './services.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
  }
}
