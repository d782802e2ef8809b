import { createContext, useContext } from 'react';

/**
 * This response's Content-Security-Policy nonce (set by entry.server from the server's per-response
 * value): the only inline scripts a browser runs are those that carry it. Absent in the browser,
 * which hides nonces from the page once loaded.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
