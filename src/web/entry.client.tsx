import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * The built site hydrates with Preact (vite.config.ts points `react` and `react-dom` at
 * `preact/compat` in the browser's build; docs/decisions/025-preact-in-the-browser.md); `npm run dev`
 * keeps React. Preact differs from React DOM in three ways here:
 * - Given `document`, it renders into `<html>`, while our root renders `<html>` itself; this
 *   container holds `<html>` as its one child, as `document` does for React.
 * - `HydratedRouter` suspends until the route data has been decoded. React waits at the root; Preact
 *   needs a `Suspense` boundary, and keeps the server's markup while it waits.
 * - It pairs the server's elements with the tree's by tag, in order (see `removeServerHints`).
 */
function preactDocument(): Element {
  return {
    nodeType: Node.ELEMENT_NODE,
    namespaceURI: document.documentElement.namespaceURI,
    ownerDocument: document,
    get firstChild() {
      return document.documentElement;
    },
    get childNodes() {
      return [document.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
  } as unknown as Element;
}

/**
 * React's server render adds hints to the head that no component renders there: preloads of the
 * page's images and the module preloads `<Scripts>` renders in the body. Preact pairs the head's
 * elements with the tree's by tag, in order, and would take an image preload for the icon link. The
 * fetches they started go on without them.
 */
function removeServerHints() {
  for (const hint of document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]'))
    hint.remove();
}

startTransition(() => {
  if (__PREACT_IN_BROWSER__) {
    removeServerHints();
    hydrateRoot(
      preactDocument(),
      <Suspense>
        <HydratedRouter />
      </Suspense>,
    );
  } else {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }
});
