import { createContext, type ReactNode, useContext } from 'react';

/**
 * True while the server renders a page once for every signed-in visitor: it renders as for someone
 * signed in, and the parts that differ between them are left as empty slots, which the server fills
 * for each one (docs/decisions/024-one-render-for-signed-in-visitors.md).
 */
export const SharedRenderContext = createContext(false);

/**
 * A part of the page that depends on who is looking (the account menu, the home page's favourites).
 * In a shared render it is `<template data-visitor-slot="name"></template>`, which the server
 * (src/server/http/visitor-pages.ts) replaces; everywhere else it is just its children, so it adds
 * nothing to the markup.
 */
export function VisitorSlot({ name, children }: { name: string; children: ReactNode }) {
  if (useContext(SharedRenderContext)) return <template data-visitor-slot={name} />;
  return children;
}

/** Whether the page is rendered for someone signed in: `user` is the root loader's, or a shared render. */
export function useSignedIn(user: unknown): boolean {
  return useContext(SharedRenderContext) || Boolean(user);
}
