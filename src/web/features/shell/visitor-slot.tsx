import { createContext, type ReactNode, useContext } from 'react';

/**
 * True while the server renders a page once for every signed-in visitor (docs/decisions/024-one-render-for-signed-in-visitors.md): it
 * renders as for someone signed in, and the parts that differ between them are left as empty
 * slots, which the server fills for each one.
 */
export const SharedRenderContext = createContext(false);

/** The marker a slot leaves in a shared render; the server replaces it with the visitor's part. */
export const slotMarker = (name: string) => `<template data-visitor-slot="${name}"></template>`;

/**
 * A part of the page that depends on who is looking (the account menu, the home page's favourites).
 * Everywhere but in a shared render it is just its children, so it adds nothing to the markup.
 */
export function VisitorSlot({ name, children }: { name: string; children: ReactNode }) {
  if (useContext(SharedRenderContext)) return <template data-visitor-slot={name} />;
  return children;
}

/** Whether the page is rendered for someone signed in: `user` is the root loader's, or a shared render. */
export function useSignedIn(user: unknown): boolean {
  return useContext(SharedRenderContext) || Boolean(user);
}
