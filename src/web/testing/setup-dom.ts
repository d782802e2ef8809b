import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { markHydrated } from '#web/components/ui/use-hydrated.ts';

// Components render as in a page the browser has taken over (the server's form is tested with
// renderToString, which never counts as hydrated).
markHydrated();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
