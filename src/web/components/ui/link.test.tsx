import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage } from '#web/testing/render-page.tsx';
import { Link, NavLink } from './link.tsx';

/** The page a link leads to: says where the router is and how it got there. */
function Where() {
  const location = useLocation();
  return (
    <p>
      At {location.pathname}
      {location.search} by {useNavigationType()}
    </p>
  );
}

const teams = { path: '/teams', Component: Where };

describe('Link', () => {
  it('is an anchor to its address that the router follows on a click', async () => {
    renderPage(<Link to="/teams?season=2024">Teams</Link>, { routes: [teams] });
    const link = screen.getByRole('link', { name: 'Teams' });
    expect(link.getAttribute('href')).toBe('/teams?season=2024');
    await userEvent.setup().click(link);
    expect(await screen.findByText('At /teams?season=2024 by PUSH')).toBeTruthy();
  });

  it('replaces the history entry when it leads to the page shown', async () => {
    renderPage(
      <>
        <Where />
        <Link to="/">Home</Link>
      </>,
    );
    expect(screen.getByText('At / by POP')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('At / by REPLACE')).toBeTruthy();
  });

  it('leaves a modified click, a new tab and a download to the browser', () => {
    renderPage(
      <>
        <Link to="/teams">Plain</Link>
        <Link to="/teams" target="_blank">
          New tab
        </Link>
        <Link to="/teams" download>
          Download
        </Link>
      </>,
      { routes: [teams] },
    );
    const plain = screen.getByRole('link', { name: 'Plain' });
    // fireEvent returns false when the handler prevented the browser's default.
    expect(fireEvent.click(plain, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(plain, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Download' }))).toBe(true);
    expect(screen.queryByText(/At \/teams/)).toBeNull();
    expect(fireEvent.click(plain)).toBe(false);
  });

  it('runs its own click handler first, which can keep the router out', async () => {
    renderPage(
      <Link to="/teams" onClick={(event) => event.preventDefault()}>
        Teams
      </Link>,
      { routes: [teams] },
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Teams' }));
    expect(screen.queryByText(/At \/teams/)).toBeNull();
  });

  it('renders a plain anchor on the server, with nothing but its attributes', () => {
    const html = renderToString(
      <MemoryRouter>
        <Link to="/drivers/NOR" className="driver">
          Norris
        </Link>
      </MemoryRouter>,
    );
    expect(html).toBe('<a class="driver" href="/drivers/NOR">Norris</a>');
  });
});

describe('NavLink', () => {
  const links = (
    <nav>
      <NavLink to="/">Home</NavLink>
      <NavLink to="/race-results/2025">Results</NavLink>
      <NavLink to="/schedule" end>
        Schedule
      </NavLink>
      <NavLink to="/drivers?season=2024">Drivers</NavLink>
    </nav>
  );
  const current = () =>
    screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  it('marks the link to the page shown, whatever its query', () => {
    renderPage(links, { path: '/drivers', url: '/drivers?season=2023' });
    expect(current()).toEqual(['Drivers']);
  });

  it('marks a link to a page above the one shown, in any letter case', () => {
    renderPage(links, { path: '/race-results/2025/:round', url: '/Race-Results/2025/3' });
    expect(current()).toEqual(['Results']);
  });

  it('does not mark a link that ends at its own page on a page below it', () => {
    renderPage(links, { path: '/schedule/:year/:meeting', url: '/schedule/2025/british-grand-prix' });
    expect(current()).toEqual([]);
  });

  it('does not take a longer name for a page below', () => {
    renderPage(links, { path: '/race-results/:year', url: '/race-results/20250' });
    expect(current()).toEqual([]);
  });

  it('marks home on the home page only', () => {
    renderPage(links, { path: '/' });
    expect(current()).toEqual(['Home']);
  });
});
