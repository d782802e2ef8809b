import { createContext, useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from 'react-router';

/**
 * The text of one of the build's stylesheets by its URL (`/assets/…css`), from the server
 * (entry.server provides it); undefined in the browser, or where there is no build (development).
 */
export const StylesheetContext = createContext<((href: string) => string | undefined) | undefined>(undefined);

/** The stylesheets the server inlined into this document, by URL, read once from the page. */
let inlined: Map<string, string> | undefined;
function inlinedInPage(): Map<string, string> {
  if (!inlined) {
    inlined = new Map();
    if (typeof document !== 'undefined') {
      for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
        inlined.set(style.dataset.href ?? '', style.textContent ?? '');
      }
    }
  }
  return inlined;
}

/**
 * What React Router's <Links> writes, with one difference: the matched routes' `links` (the icon),
 * then their stylesheets, root first. The server writes each into the document as a
 * <style> element, so nothing blocks the first paint on a stylesheet request; the browser keeps those
 * (hydration finds the same elements) and links the stylesheets of pages it navigates to, which
 * React Router has fetched before it shows them. Without a build (development) they are links,
 * as React Router's <Links> writes them.
 */
export function PageLinks() {
  const framework = useContext(FrameworkContext);
  const stylesheet = useContext(StylesheetContext);
  const matches = useMatches();
  const hrefs = new Set<string>();
  for (const match of matches) {
    for (const href of framework?.manifest.routes[match.id]?.css ?? []) hrefs.add(href);
  }
  const links = matches.flatMap((match) => {
    const module = framework?.routeModules[match.id];
    return module?.links ? module.links() : [];
  });
  const page = inlinedInPage();
  return (
    <>
      {links.map((link) =>
        'href' in link && typeof link.href === 'string' ? (
          <link key={`${link.rel}:${link.href}`} {...link} />
        ) : null,
      )}
      {[...hrefs].map((href) => {
        const text = stylesheet ? stylesheet(href) : page.get(href);
        if (text === undefined) return <link key={href} rel="stylesheet" href={href} />;
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's stylesheet, read from build/client
        return <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
      })}
    </>
  );
}
