import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address on this site: a path, with a query or a fragment if need be. */
  to: string;
  /** Keeps the scroll position: for a link that changes a part of the page (the calendar's months). */
  preventScrollReset?: boolean;
  /** Replaces the history entry instead of adding one; by default only a link to the page shown does. */
  replace?: boolean;
};

const Navigation = createContext<NavigateFunction | null>(null);

/**
 * Lets the links below it navigate within the page: the root layout's, and a component test's page.
 * Without it (the server's render) a link is a plain anchor.
 */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <Navigation.Provider value={useNavigate()}>{children}</Navigation.Provider>;
}

function follow(
  event: MouseEvent<HTMLAnchorElement>,
  navigate: NavigateFunction,
  { to, preventScrollReset, replace }: Pick<LinkProps, 'to' | 'preventScrollReset' | 'replace'>,
) {
  const anchor = event.currentTarget;
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  )
    return;
  const here = window.location;
  const there = new URL(to, here.href);
  if (there.origin !== here.origin) return;
  event.preventDefault();
  // Following a link to the page already shown replaces its history entry instead of adding one.
  const same = there.pathname === here.pathname && there.search === here.search && there.hash === here.hash;
  navigate(to, { replace: replace ?? same, preventScrollReset });
}

/**
 * A link to a page of the site: an anchor that the router follows without loading a new document
 * once the page runs (a plain click; a modified click, a new tab or a download stay the browser's).
 * It replaces React Router's `Link`, which resolves its path and sets up prefetching with a dozen
 * hooks per link on every render, server and browser; our links are absolute and prefetch nothing
 * (docs/decisions/026-hydration-slices-and-links.md).
 */
export function Link({ to, preventScrollReset, replace, onClick, ...rest }: LinkProps) {
  const navigate = useContext(Navigation);
  return (
    <a
      {...rest}
      href={to}
      onClick={
        navigate
          ? (event) => {
              onClick?.(event);
              follow(event, navigate, { to, preventScrollReset, replace });
            }
          : onClick
      }
    />
  );
}

const pathOf = (to: string) => (to.split(/[?#]/)[0] ?? to).toLowerCase();

/**
 * A link that says whether it leads to the page shown (`aria-current="page"`), as React Router's
 * `NavLink` does: the same path, or a page below it unless `end` is set; case-insensitive, the
 * query and the fragment left out.
 */
export function NavLink({ end = false, ...props }: LinkProps & { end?: boolean }) {
  const here = useLocation().pathname.toLowerCase();
  const path = pathOf(props.to);
  const current =
    here === path || (!end && path !== '/' && here.startsWith(path.endsWith('/') ? path : `${path}/`));
  return <Link aria-current={current ? 'page' : undefined} {...props} />;
}
