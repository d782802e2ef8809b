import { render } from '@testing-library/react';
import { createContext, type ReactElement, useContext } from 'react';
import { createRoutesStub } from 'react-router';

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

const PageElement = createContext<ReactElement | null>(null);

/** The route component of the page under test: whatever element the test handed over. */
function Page() {
  return useContext(PageElement);
}

type PageOptions = {
  /** The page's route pattern, e.g. `/schedule/:year`. */
  path?: string;
  /** The URL the test opens; the path itself by default. */
  url?: string;
  /** The page's form action, for components that post to their own route. */
  action?: StubRoute['action'];
  /** Other pages the component may link or navigate to. */
  routes?: StubRoute[];
};

/**
 * Renders a component as a page in a memory router (React Router's createRoutesStub), so its links,
 * forms and router hooks work as on the site.
 */
export function renderPage(
  element: ReactElement,
  { path = '/', url = path, action, routes = [] }: PageOptions = {},
) {
  const Stub = createRoutesStub([{ path, Component: Page, action }, ...routes]);
  return render(
    <PageElement.Provider value={element}>
      <Stub initialEntries={[url]} />
    </PageElement.Provider>,
  );
}
